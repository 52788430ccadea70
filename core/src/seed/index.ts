export * from './bengali';
export * from './catalog';
export * from './directory';
export * from './medical';
export * from './seedStore';
export * from './shops';
export * from './staff';
export * from './town';
