export * from './chats';
export * from './deliver';
export * from './errors';
export * from './floods';
export * from './pacing';
export * from './settings';
export * from './sweep';
