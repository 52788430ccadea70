export * from './catalog';
export * from './directory';
export * from './medical';
export * from './shops';
export * from './staff';
export * from './town';
