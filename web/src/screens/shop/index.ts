// What other screens areas may use from the shop area: a shop's day in words, a product's picture.
// (A cart line's fields, totals and adding to the cart are shared: web/src/state/cartItems.ts.)
export { type ShopDay, useShopDay } from './openingHours';
export { ProductImage } from './ProductImage';
