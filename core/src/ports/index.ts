export * from './backups';
export * from './botTokens';
export * from './chatSender';
export * from './photoObjects';
export * from './pushSender';
export * from './store';

export interface Clock {
  now(): Date;
}

export interface IdSource {
  /** A new random document id. */
  newId(): string;
  /** A short human-friendly code such as "K7Q-4MX" (random; uniqueness is checked by callers). */
  newCode(): string;
  /** A long random secret for reset links. */
  newSecret(): string;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** SHA-256 hex, for secrets that are looked up rather than verified (reset tokens). */
  digest(secret: string): Promise<string>;
}

/**
 * Admin accounts kept by the host's identity service instead of the store (Firebase Auth): the
 * town's first admin is made there, with the admin role, by the setup link. Absent on a host
 * whose admins sign in with the store's own credentials (the local host).
 */
export interface AdminAccounts {
  /** Creates the account, signed in as `adminId`; refuses an email that has one already. */
  create(admin: { adminId: string; email: string; name: string; password: string }): Promise<void>;
  /** Removes an account `create` made whose setup did not complete. */
  remove(adminId: string): Promise<void>;
}
