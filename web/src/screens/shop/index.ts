// What other screens areas may use from the shop area: a shop's day in words, a product's picture.

// Search results add a product to the cart with the shop's own cart code.
export { addToCart, isOutOfStock, toCartItem } from './cartItems';
export { type ShopDay, useShopDay } from './openingHours';
export { ProductImage } from './ProductImage';
