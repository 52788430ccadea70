export * from './access';
export * from './statusMachine';
