export * from './legacy';
export * from './slots';
export * from './steps';
export * from './timing';
export * from './tokenQueue';
