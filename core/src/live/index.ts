export * from './orderFeed';
