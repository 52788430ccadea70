export * from './backups';
export * from './chatSender';
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
