import { createRandomIds, createRandomPool, createTimeOrderedIds, sortableTime } from '../src/node';

const idPattern = /^[A-Za-z0-9_-]+$/;

describe('random ids and secrets', () => {
  it('are distinct, of fixed length, in the id alphabet', () => {
    const ids = createRandomIds();
    const drawn = Array.from({ length: 5000 }, () => ids.newId());
    expect(new Set(drawn).size).toBe(drawn.length);
    for (const id of drawn) {
      expect(id).toHaveLength(20);
      expect(id).toMatch(idPattern);
    }
    const secrets = Array.from({ length: 500 }, () => ids.newSecret());
    expect(new Set(secrets).size).toBe(secrets.length);
    for (const secret of secrets) expect(secret).toHaveLength(43);
  });

  it('give order codes from the unambiguous alphabet, three and three', () => {
    const ids = createRandomIds();
    for (let i = 0; i < 200; i++)
      expect(ids.newCode()).toMatch(/^[2-9A-HJKMNP-TV-Z]{3}-[2-9A-HJKMNP-TV-Z]{3}$/);
  });
});

describe('the random pool', () => {
  it('never hands out the same bytes twice, across blocks', () => {
    const random = createRandomPool(64);
    const drawn = Array.from({ length: 40 }, () => random(15));
    // Writing into one draw changes no other: no two draws share memory.
    const before = drawn.map((bytes) => Buffer.from(bytes));
    drawn[3]?.fill(0);
    drawn.forEach((bytes, i) => {
      if (i !== 3) expect(bytes.equals(before[i] as Buffer)).toBe(true);
    });
    expect(new Set(before.map((bytes) => bytes.toString('hex'))).size).toBe(before.length);
  });

  it('serves a draw larger than its block', () => {
    const random = createRandomPool(16);
    expect(random(40)).toHaveLength(40);
    expect(random(8)).toHaveLength(8);
  });
});

describe('time-ordered ids', () => {
  it('sort as the times they were made at, whatever their random part', () => {
    let now = Date.parse('2026-11-24T03:00:00.000Z');
    const ids = createTimeOrderedIds({ now: () => new Date(now) });
    const made: string[] = [];
    for (let i = 0; i < 300; i++) {
      made.push(ids.newId());
      now += 1 + (i % 7) * 1000;
    }
    expect([...made].sort()).toEqual(made);
    for (const id of made) {
      expect(id).toHaveLength(30);
      expect(id).toMatch(idPattern);
    }
  });

  it('keep 120 random bits after the time: ids made at the same moment differ', () => {
    const ids = createTimeOrderedIds({ now: () => new Date('2026-11-24T03:00:00.000Z') });
    const made = Array.from({ length: 2000 }, () => ids.newId());
    expect(new Set(made).size).toBe(made.length);
    expect(new Set(made.map((id) => id.slice(0, 10))).size).toBe(1);
  });

  it('write the time in ten digits that sort as numbers do', () => {
    expect(sortableTime(0)).toBe('0000000000');
    expect(sortableTime(31)).toBe('000000000Z');
    expect(sortableTime(32)).toBe('0000000010');
    const times = [0, 1, 31, 32, 1_000, Date.parse('2026-11-24T03:00:00Z'), 2 ** 49];
    const texts = times.map(sortableTime);
    expect([...texts].sort()).toEqual(texts);
  });
});
