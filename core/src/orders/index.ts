export * from './access';
export * from './openMinutes';
export * from './parts';
export * from './shopDays';
export * from './statusMachine';
