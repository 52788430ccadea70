export * from './access';
export * from './parts';
export * from './statusMachine';
