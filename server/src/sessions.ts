import { createHash, randomBytes } from 'node:crypto';
import type { Clock, Principal, StaffSubject } from '@town/core';
import type { Db } from './db/open';

/** Staff stay signed in for a working week on their phone, then sign in again. */
export const sessionLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** Where each staff role's account id sits in a stored principal. */
const subjectPaths: Record<StaffSubject['role'], string> = {
  vendor: '$.vendorId',
  delivery: '$.deliveryId',
  admin: '$.adminId',
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Server-side sessions behind an HTTP-only cookie. Only a hash of the token is stored, so a copy
 * of the database does not let anyone sign in as staff.
 */
export function createSessions(db: Db, clock: Clock) {
  const insert = db.prepare(
    'INSERT INTO sessions (token_hash, principal, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const select = db.prepare('SELECT principal, expires_at FROM sessions WHERE token_hash = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
  const purge = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
  const removeFor = db.prepare(
    "DELETE FROM sessions WHERE json_extract(principal, '$.role') = ? AND json_extract(principal, ?) = ?",
  );
  return {
    /** A new token every time: a session id is never reused across sign-ins. */
    create(principal: Principal): string {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now().getTime();
      insert.run(hashToken(token), JSON.stringify(principal), now, now + sessionLifetimeMs);
      return token;
    },
    find(token: string | undefined): Principal | null {
      if (!token) return null;
      const row = select.get(hashToken(token)) as
        | { principal: string; expires_at: number }
        | undefined;
      if (!row || row.expires_at <= clock.now().getTime()) return null;
      return JSON.parse(row.principal) as Principal;
    },
    destroy(token: string | undefined): void {
      if (token) remove.run(hashToken(token));
    },
    /** Signs an account out everywhere: after it is disabled or its password is reset. */
    destroyFor(subject: StaffSubject): number {
      return removeFor.run(subject.role, subjectPaths[subject.role], subject.id).changes;
    },
    purgeExpired(): void {
      purge.run(clock.now().getTime());
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
