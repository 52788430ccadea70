export * from './access';
export * from './doorPayments';
export * from './expectedArrival';
export * from './lines';
export * from './openMinutes';
export * from './parts';
export * from './shopDays';
export * from './statusMachine';
