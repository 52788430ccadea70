export * from './commands';
export * from './following';
export * from './handleUpdate';
export * from './linking';
export * from './queue';
export * from './texts';
export * from './updates';
export * from './webhook';
