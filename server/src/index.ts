export * from './config';
export * from './localHost';
export type { DemoLogin } from './seed';
