export * from './cells';
export * from './columns';
export * from './csvText';
export * from './plan';
export { readRow, writeRow } from './rows';
