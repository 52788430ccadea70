export * from './bookingFollowers';
export * from './entries';
export * from './orderFollowers';
export * from './payloads';
export * from './queue';
export * from './texts';
