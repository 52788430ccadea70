/** Node-only adapters shared by both hosts (never imported by the web app). */
export * from './ids';
export * from './passwords';
export * from './photoImages';
export * from './pushSender';
export * from './telegramSender';
export * from './telegramUpdates';
export * from './vapidKeys';
