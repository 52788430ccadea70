// What other screens areas may use from the shop area: a shop's day in words, a product's picture.
export { type ShopDay, useShopDay } from './openingHours';
export { ProductImage } from './ProductImage';
