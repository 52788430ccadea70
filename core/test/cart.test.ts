import {
  type CartItem,
  cartCount,
  clearCart,
  createCartStore,
  type KeyValueStorage,
  loadCart,
  removeFromCart,
  replaceCart,
  updateCart,
} from '../src/cart';

const rice: CartItem = { id: 'p1', name: 'Rice 1 kg', quantity: 1, stock: 40, pricePaise: 6000 };
const dal: CartItem = { id: 'p2', name: 'Masoor dal', quantity: 1, stock: 10 };

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  data: Record<string, string>;
} {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('cart rules', () => {
  test('an item not yet in the cart is added with quantity 1, whatever the count', () => {
    expect(updateCart([], { ...rice, quantity: 7 }, 5)).toEqual([{ ...rice, quantity: 1 }]);
  });

  test('an item matching by id and name has its quantity changed by the count', () => {
    const cart = [{ ...rice, quantity: 2 }];
    expect(updateCart(cart, rice, 3)[0]?.quantity).toBe(5);
    expect(updateCart(cart, rice, -1)[0]?.quantity).toBe(1);
  });

  test('matching needs both id and name: same id with another name is a new item', () => {
    const cart = [{ ...rice, quantity: 2 }];
    const renamed = { ...rice, name: 'Rice 5 kg' };
    const next = updateCart(cart, renamed, 1);
    expect(next).toHaveLength(2);
    expect(next[0]?.quantity).toBe(2);
    expect(next[1]).toEqual({ ...renamed, quantity: 1 });
  });

  test('matching needs both id and name: same name with another id is a new item', () => {
    const next = updateCart([{ ...rice, quantity: 2 }], { ...rice, id: 'p9' }, 1);
    expect(next.map((item) => [item.id, item.quantity])).toEqual([
      ['p1', 2],
      ['p9', 1],
    ]);
  });

  test('a count below -1 also sets the stock to the new quantity', () => {
    const next = updateCart([{ ...rice, quantity: 6, stock: 40 }], rice, -2);
    expect(next[0]).toMatchObject({ quantity: 4, stock: 4 });
  });

  test('a count of -1 or more leaves the stock alone', () => {
    expect(updateCart([{ ...rice, quantity: 6 }], rice, -1)[0]?.stock).toBe(40);
    expect(updateCart([{ ...rice, quantity: 6 }], rice, 2)[0]?.stock).toBe(40);
  });

  test('an item whose quantity reaches 0 is dropped', () => {
    const cart = [{ ...rice, quantity: 1 }, dal];
    expect(updateCart(cart, rice, -1)).toEqual([dal]);
    expect(updateCart([{ ...rice, quantity: 3 }], rice, -3)).toEqual([]);
  });

  test('other fields travel with the item untouched', () => {
    expect(updateCart([], rice, 1)[0]?.pricePaise).toBe(6000);
  });

  test('replace puts the given items in place of the whole cart', () => {
    expect(replaceCart([dal])).toEqual([dal]);
  });

  test('remove drops the items with the given ids', () => {
    expect(removeFromCart([rice, dal, { ...rice, id: 'p3' }], ['p1', 'p3'])).toEqual([dal]);
  });

  test('clear empties the cart', () => {
    expect(clearCart()).toEqual([]);
  });

  test('the count is the sum of quantities', () => {
    expect(cartCount([{ ...rice, quantity: 2 }, dal])).toBe(3);
  });
});

describe('cart persistence', () => {
  const key = 'sonapur_cart';

  test('the cart starts empty when storage has none', () => {
    expect(createCartStore(memoryStorage(), key).get()).toEqual([]);
  });

  test('the cart is loaded from storage at start', () => {
    const storage = memoryStorage({ [key]: JSON.stringify([rice]) });
    expect(createCartStore(storage, key).get()).toEqual([rice]);
  });

  test('a corrupt saved cart starts empty instead of breaking the app', () => {
    expect(loadCart(memoryStorage({ [key]: '{not json' }), key)).toEqual([]);
    expect(loadCart(memoryStorage({ [key]: '[{"id":1}]' }), key)).toEqual([]);
  });

  test('every change is saved under the key', () => {
    const storage = memoryStorage();
    const cart = createCartStore(storage, key);
    const saved = () => JSON.parse(storage.data[key] ?? 'null');
    cart.update(rice, 1);
    expect(saved()).toEqual([rice]);
    cart.update(rice, 2);
    expect(saved()[0].quantity).toBe(3);
    cart.replace([dal]);
    expect(saved()).toEqual([dal]);
    cart.remove(['p2']);
    expect(saved()).toEqual([]);
    cart.update(dal, 1);
    cart.clear();
    expect(saved()).toEqual([]);
  });

  test('a new store over the same storage sees the saved cart', () => {
    const storage = memoryStorage();
    createCartStore(storage, key).update(dal, 1);
    expect(createCartStore(storage, key).get()).toEqual([dal]);
  });

  test('subscribers hear every change until they unsubscribe', () => {
    const cart = createCartStore(memoryStorage(), key);
    const heard: number[] = [];
    const stop = cart.subscribe(() => heard.push(cart.get().length));
    cart.update(rice, 1);
    cart.update(dal, 1);
    stop();
    cart.clear();
    expect(heard).toEqual([1, 2]);
  });

  test('a storage that refuses writes does not break the cart', () => {
    const storage: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const cart = createCartStore(storage, key);
    cart.update(rice, 1);
    expect(cart.get()).toHaveLength(1);
  });
});
