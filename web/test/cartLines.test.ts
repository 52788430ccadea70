import { demoCatalog } from '../../demo';
import { cartDetails, toCartItem } from '../src/state/cartItems';

const rice = demoCatalog.products.find(
  (product) => product.id === 'prod-annapurna-gobindobhog-rice',
)!;
const shop = demoCatalog.shops.find((s) => s.id === rice.shopId)!;

describe('a cart line in the page language', () => {
  test('shows the Bengali name and unit it was added with on a Bengali page, English otherwise', () => {
    const line = toCartItem(rice, shop.name);
    expect(cartDetails(line, 'bn')).toMatchObject({ name: rice.nameBn, unit: rice.unitBn });
    expect(cartDetails(line, 'en')).toMatchObject({ name: rice.name, unit: rice.unit });
  });

  test('a line kept from before the cart stored Bengali takes it from the catalog', () => {
    const { nameBn: _name, unitBn: _unit, ...older } = toCartItem(rice, shop.name);
    expect(cartDetails(older, 'bn')).toMatchObject({ name: rice.name, unit: rice.unit });
    expect(cartDetails(older, 'bn', { product: rice, shop })).toMatchObject({
      name: rice.nameBn,
      unit: rice.unitBn,
      shopName: shop.nameBn,
    });
    // Another product (or one renamed since) lends the line nothing.
    const other = { ...rice, name: 'Renamed rice' };
    expect(cartDetails(older, 'bn', { product: other }).name).toBe(rice.name);
  });

  test("the shop's name follows the page, whichever language the line was added in", () => {
    const addedOnBengaliPage = toCartItem(rice, shop.nameBn);
    expect(cartDetails(addedOnBengaliPage, 'en', { shop }).shopName).toBe(shop.name);
    expect(cartDetails(addedOnBengaliPage, 'bn', { shop }).shopName).toBe(shop.nameBn);
    // Without the catalog, the name it was added with.
    expect(cartDetails(addedOnBengaliPage, 'en').shopName).toBe(shop.nameBn);
  });
});
