export * from './config';
export { openDatabase, openReader } from './db/open';
export { createSqliteStore } from './db/sqliteStore';
export type { LiveOptions } from './http/liveEvents';
export * from './localHost';
export type { DemoLogin } from './seed';
