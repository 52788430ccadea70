export * from './deliver';
export * from './errors';
export * from './pacing';
export * from './settings';
export * from './sweep';
