import type { Product } from '../src/model/catalog';
import { orderLineOf, shopNamesOf } from '../src/orders/lines';
import { partsFor } from '../src/orders/parts';

const rice: Product = {
  id: 'rice',
  shopId: 'grocer',
  shopType: 'grocery',
  name: 'Rice (Miniket)',
  nameBn: 'চাল (মিনিকেট)',
  description: 'Everyday rice',
  category: 'Staples',
  unit: '1 kg',
  unitBn: '১ কেজি',
  pricePaise: 6000,
  stock: 10,
  available: true,
};

describe('an order line keeps the product as it was bought', () => {
  test('the Bengali name and unit are copied beside the English, with the price', () => {
    expect(orderLineOf(rice, 3)).toEqual({
      productId: 'rice',
      shopId: 'grocer',
      name: 'Rice (Miniket)',
      nameBn: 'চাল (মিনিকেট)',
      unit: '1 kg',
      unitBn: '১ কেজি',
      unitPricePaise: 6000,
      quantity: 3,
      lineTotalPaise: 18000,
    });
  });

  test('a later change to the catalog leaves the line as it was', () => {
    const product = { ...rice };
    const line = orderLineOf(product, 1);
    product.nameBn = 'নতুন নাম';
    product.pricePaise = 9000;
    expect(line).toMatchObject({ nameBn: 'চাল (মিনিকেট)', unitPricePaise: 6000 });
  });

  test('a product without Bengali (or with a blank one) gives a line with English only', () => {
    const { nameBn: _name, unitBn: _unit, ...english } = rice;
    expect(orderLineOf(english, 1)).not.toHaveProperty('nameBn');
    expect(orderLineOf(english, 1)).not.toHaveProperty('unitBn');
    const blank = orderLineOf({ ...rice, nameBn: '  ', unitBn: '' }, 1);
    expect(blank).not.toHaveProperty('nameBn');
    expect(blank).not.toHaveProperty('unitBn');
  });

  test("the shop's part carries the Bengali lines, and the shop's names are kept in both languages", () => {
    const line = orderLineOf(rice, 2);
    const placed = {
      status: 'placed' as const,
      at: '2026-01-01T00:00:00.000Z',
      by: { role: 'customer' as const },
    };
    const [part] = partsFor([line], ['grocer'], () => 'Ma Grocery', placed);
    expect(part?.lines[0]).toMatchObject({ nameBn: 'চাল (মিনিকেট)', unitBn: '১ কেজি' });
    expect(shopNamesOf({ name: 'Ma Grocery', nameBn: 'মা মুদি' })).toEqual({
      shopName: 'Ma Grocery',
      shopNameBn: 'মা মুদি',
    });
    expect(shopNamesOf({ name: 'Ma Grocery', nameBn: ' ' })).toEqual({ shopName: 'Ma Grocery' });
  });
});
