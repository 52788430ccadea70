import { randomBytes, randomInt } from 'node:crypto';
import type { Clock, IdSource } from '../ports';

/** Crockford-style alphabet without 0/O, 1/I/L and U: codes read out on the phone stay unambiguous. */
const codeAlphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

export function createRandomIds(): IdSource {
  return {
    newId: () => randomBytes(15).toString('base64url'),
    newCode() {
      let code = '';
      for (let i = 0; i < 6; i++) code += codeAlphabet[randomInt(codeAlphabet.length)];
      return `${code.slice(0, 3)}-${code.slice(3)}`;
    },
    newSecret: () => randomBytes(32).toString('base64url'),
  };
}

export const systemClock: Clock = { now: () => new Date() };
