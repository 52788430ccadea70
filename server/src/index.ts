export * from './config';
export type { LiveOptions } from './http/liveEvents';
export * from './localHost';
export type { DemoLogin } from './seed';
