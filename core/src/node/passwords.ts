import { createHash, randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '../ports';

/**
 * scrypt with OWASP's minimum cost (N=2^17, r=8, p=1 is recommended; 2^15 keeps a login under
 * ~60 ms on a small server). Parameters are stored in the hash, so they can be raised later
 * without invalidating existing passwords.
 */
const defaults = { N: 2 ** 15, r: 8, p: 1, keyLength: 32 };

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, keyLength: number, cost: ScryptCost) {
  // scrypt needs 128 * N * r bytes; allow twice that so raised costs still run.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export function createScryptHasher(cost: Partial<typeof defaults> = {}): PasswordHasher {
  const { N, r, p, keyLength } = { ...defaults, ...cost };
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, keyLength, { N, r, p });
      return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
    },
    async verify(password, stored) {
      const [scheme, n, rr, pp, salt, key] = stored.split('$');
      if (scheme !== 'scrypt' || !salt || !key) return false;
      const expected = Buffer.from(key, 'base64');
      const actual = await derive(password, Buffer.from(salt, 'base64'), expected.length, {
        N: Number(n),
        r: Number(rr),
        p: Number(pp),
      });
      return timingSafeEqual(actual, expected);
    },
    async digest(secret) {
      return createHash('sha256').update(secret).digest('hex');
    },
  };
}
