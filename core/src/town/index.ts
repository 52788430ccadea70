export * from './defaults';
export * from './stored';
export * from './timeZone';
