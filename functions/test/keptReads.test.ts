import { keepingReads, keptReadAgesMs } from '../src/keptReads';

/** A read that answers how many times it ran, and fails when told to. */
function countingRead() {
  const calls: string[] = [];
  let failNext = false;
  const read = async (name: string, params: Record<string, string>) => {
    calls.push(`${name} ${JSON.stringify(params)}`);
    if (failNext) {
      failNext = false;
      throw new Error('store unavailable');
    }
    return { name, answer: calls.length };
  };
  return { read, calls, failNextRead: () => (failNext = true) };
}

describe('an instance keeps the search catalog between renders', () => {
  test('renders within its age share one read; after it, the catalog is read again', async () => {
    let now = 0;
    const store = countingRead();
    const read = keepingReads(store.read, () => now);
    const first = await read('searchCatalog', {});
    now = keptReadAgesMs.searchCatalog! - 1;
    expect(await read('searchCatalog', {})).toBe(first);
    expect(store.calls).toHaveLength(1);
    now = keptReadAgesMs.searchCatalog!;
    expect(await read('searchCatalog', {})).not.toBe(first);
    expect(store.calls).toHaveLength(2);
  });

  test('requests arriving together share the one read in flight', async () => {
    const store = countingRead();
    const read = keepingReads(store.read, () => 0);
    const answers = await Promise.all([1, 2, 3].map(() => read('searchCatalog', {})));
    expect(new Set(answers).size).toBe(1);
    expect(store.calls).toHaveLength(1);
  });

  test('other reads, and reads with parameters, are read every time', async () => {
    const store = countingRead();
    const read = keepingReads(store.read, () => 0);
    await read('shops', {});
    await read('shops', {});
    await read('searchCatalog', { shopId: 'x' });
    await read('searchCatalog', { shopId: 'x' });
    expect(store.calls).toHaveLength(4);
  });

  test('a failed read is not kept: the next render reads again', async () => {
    const store = countingRead();
    const read = keepingReads(store.read, () => 0);
    store.failNextRead();
    await expect(read('searchCatalog', {})).rejects.toThrow('store unavailable');
    await expect(read('searchCatalog', {})).resolves.toEqual({ name: 'searchCatalog', answer: 2 });
  });
});
