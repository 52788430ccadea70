export * from './boardQueries';
export * from './orderFeed';
