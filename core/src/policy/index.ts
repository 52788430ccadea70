export * from './dataAccess';
