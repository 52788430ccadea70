export * from './catalog';
export * from './common';
export * from './directory';
export * from './medical';
export * from './orders';
export * from './outbox';
export * from './people';
export * from './town';
