export * from './legacy';
export * from './steps';
export * from './timing';
