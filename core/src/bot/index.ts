export * from './commands';
export * from './context';
export * from './followBooking';
export * from './following';
export * from './handleUpdate';
export * from './linking';
export * from './updates';
export * from './webhook';
