import type { DeliveryTuning, OutboxEntry } from '@town/core';
import { demoCatalog } from '../../demo';
import { eventually, type FakeTelegram, startFakeTelegram } from './fakeTelegram';
import { type LocalDriver, startLocalDriver } from './localDriver';
import { townWithoutDaySummary } from './testTown';

/** Test-only bot credentials: the fake Bot API accepts exactly this token. */
export const botToken = '1234567:TEST-token_abcdefghijklmnopqrstu';

/** Groups have negative ids (and the per-minute limit); the lab client is a private chat. */
export const chats = {
  adminGroup: '-1001001',
  deliveryChat: '-1001002',
  labClient: '5550003',
} as const;

// Medicines on prescription need a pharmacy order with a photo: these alerts are for cart orders.
const products = demoCatalog.products.filter(
  (p) => p.available && p.stock >= 10 && !p.prescriptionRequired,
);

/** A valid order input; `n` picks the product and the phone, so orders differ. */
export function orderInput(n: number) {
  const product = products[n % products.length]!;
  return {
    customer: { name: `Customer ${n}`, phone: `90000${String(10_000 + n).slice(-5)}` },
    address: { line: `${n} Station Road, Sonapur`, pin: { lat: 23.1, lng: 87.9 } },
    items: [{ productId: product.id, quantity: 1 }],
  };
}

/** The local host with real timers, its Telegram alerts pointed at a fake Bot API. */
export async function startAlertingHost(tuning: Partial<DeliveryTuning> = {}) {
  const fake = await startFakeTelegram({ token: botToken });
  const api = await startLocalDriver({
    realClock: true,
    town: townWithoutDaySummary,
    telegram: { botToken, apiRoot: fake.apiRoot, chatIds: { ...chats } },
    alertTuning: tuning,
  });
  return withHelpers(fake, api);
}

function withHelpers(fake: FakeTelegram, api: LocalDriver) {
  const outbox = () => api.documents<OutboxEntry>('outbox');
  return {
    fake,
    api,
    outbox,
    /** Places an order and returns its code. */
    async placeOrder(n: number): Promise<string> {
      const reply = await api.call('createOrder', orderInput(n));
      if (reply.httpStatus !== 200) throw new Error(`Order refused: ${reply.text}`);
      return (reply.body.result as { code: string }).code;
    },
    /** Waits until every Telegram entry in the outbox is sent. */
    async allSent(timeoutMs = 15_000): Promise<OutboxEntry[]> {
      const telegram = () => outbox().filter((entry) => entry.channel !== 'email');
      await eventually(
        () => telegram().every((entry) => entry.status === 'sent'),
        `all alerts sent; now ${JSON.stringify(telegram().map((e) => [e.status, e.lastError]))}`,
        timeoutMs,
      );
      return telegram();
    },
    async stop() {
      await fake.close();
      await api.stop();
    },
  };
}

export type AlertingHost = Awaited<ReturnType<typeof startAlertingHost>>;

/** How many messages the fake accepted for this chat whose text names `code`. */
export const copiesOf = (fake: FakeTelegram, chatId: string, code: string) =>
  fake.messagesTo(chatId).filter((message) => message.text.includes(code)).length;
