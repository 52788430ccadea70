export * from './queue';
export * from './schedule';
export * from './text';
