export * from './access';
export * from './doorPayments';
export * from './openMinutes';
export * from './parts';
export * from './statusMachine';
