export * from './cart';
export * from './cartStore';
