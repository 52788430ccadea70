export * from './config';
export { openDatabase, openReader, schemaVersion } from './db/open';
export { createSqliteStore, type Settling, type SqliteStore } from './db/sqliteStore';
export type { LiveOptions } from './http/liveEvents';
export { type SlowClientLimits, slowClientLimits } from './http/slowClients';
export * from './localHost';
export type { PhotoSettings } from './photoSweep';
export { runLocalHost } from './run';
export type { SeedDeps, Seeder, SeedLogin } from './seed';
