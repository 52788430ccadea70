/**
 * @jest-environment jsdom
 */
import { storageKeys } from '@town/core';
import {
  orderLinkPath,
  savedOrderLink,
  savedOrderLinks,
  saveOrderLinkFrom,
} from '../src/state/orderLinks';

const key = storageKeys('town').orderLinks;

beforeEach(() => window.localStorage.clear());

describe('saveOrderLinkFrom: the private link of an order just placed', () => {
  it('keeps the code, the secret and when it was placed, under the key phones already hold', () => {
    saveOrderLinkFrom({
      code: 'K7Q2',
      secret: 's3cr3t-abc',
      createdAt: '2026-11-20T09:15:00.000Z',
      telegramFollow: 'https://t.me/town_bot?start=o_K7Q2_s3cr3t-abc',
    });

    expect(savedOrderLink('K7Q2')).toEqual({
      code: 'K7Q2',
      secret: 's3cr3t-abc',
      placedAt: '2026-11-20T09:15:00.000Z',
      telegramFollow: 'https://t.me/town_bot?start=o_K7Q2_s3cr3t-abc',
    });
    expect(JSON.parse(window.localStorage.getItem(key) ?? '[]')).toHaveLength(1);
    expect(orderLinkPath(savedOrderLink('K7Q2') ?? { code: '', secret: '' })).toBe(
      '/order/K7Q2#s3cr3t-abc',
    );
  });

  it('stores no Telegram link when the town has no bot, and never the rest of the reply', () => {
    saveOrderLinkFrom({
      code: 'M4',
      secret: 'x',
      createdAt: '2026-11-21T10:00:00.000Z',
      ...{ totalPaise: 4500, status: 'placed' },
    } as Parameters<typeof saveOrderLinkFrom>[0]);

    const [stored] = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    expect(stored).toEqual({ code: 'M4', secret: 'x', placedAt: '2026-11-21T10:00:00.000Z' });
  });

  it('lists orders newest first, and a retried order (same code, new secret) once with the new secret', () => {
    saveOrderLinkFrom({ code: 'A1', secret: 'old', createdAt: '2026-11-20T08:00:00.000Z' });
    saveOrderLinkFrom({ code: 'B2', secret: 'b', createdAt: '2026-11-21T08:00:00.000Z' });
    saveOrderLinkFrom({ code: 'A1', secret: 'new', createdAt: '2026-11-20T08:00:00.000Z' });

    expect(savedOrderLinks().map((link) => [link.code, link.secret])).toEqual([
      ['B2', 'b'],
      ['A1', 'new'],
    ]);
  });
});
