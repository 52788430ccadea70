import { type AlertingHost, chats, copiesOf, startAlertingHost } from '../support/alertingHost';
import { eventually } from '../support/fakeTelegram';

/**
 * A Telegram outage never fails or slows a customer's order: orders placed while every request
 * to Telegram hangs take as long as orders placed while it answers, and their alerts arrive
 * once it is back.
 */
let host: AlertingHost;
const sendTimeoutMs = 1500;
beforeAll(async () => {
  // Pacing scaled down (50 ms per chat, 20 per second per group) so 70 alerts go in seconds.
  host = await startAlertingHost({
    perChatIntervalMs: 50,
    groupWindowMs: 1000,
    sendTimeoutMs,
    backoffBaseMs: 100,
  });
});
afterAll(() => host.stop());

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Places `count` orders one after another; the time each took, and their codes. */
async function timedOrders(first: number, count: number) {
  const times: number[] = [];
  const codes: string[] = [];
  for (let n = first; n < first + count; n++) {
    const started = performance.now();
    codes.push(await host.placeOrder(n));
    times.push(performance.now() - started);
  }
  return { times, codes };
}

test('orders are as fast with Telegram hanging as with Telegram up, and their alerts follow', async () => {
  await timedOrders(200, 5); // warm-up: first calls compile code paths
  const up = await timedOrders(210, 15);
  await host.allSent();

  host.fake.setMode('hang');
  const acceptedBefore = host.fake.messages.length;
  const down = await timedOrders(230, 15);
  expect(host.fake.messages.length).toBe(acceptedBefore);
  // Requests were made and hang: the orders above did not wait for any of them.
  await eventually(
    () => host.fake.requests.some((request) => request.answer === 'hang'),
    'a request to the hanging Telegram',
  );
  // An order that waited for one would take the send timeout (1.5 s) at least; one that did not
  // takes what it takes with Telegram up, tens of ms, however busy the machine is besides.
  expect(median(down.times)).toBeLessThan(sendTimeoutMs);
  expect(host.outbox().some((entry) => entry.status !== 'sent')).toBe(true);

  host.fake.setMode('up');
  await host.allSent(20_000);
  for (const code of [...up.codes, ...down.codes]) {
    expect(copiesOf(host.fake, chats.adminGroup, code)).toBe(1);
    expect(copiesOf(host.fake, chats.deliveryChat, code)).toBe(1);
  }
});
