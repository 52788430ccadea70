export * from './defaults';
export * from './stored';
