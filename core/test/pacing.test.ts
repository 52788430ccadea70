import {
  blockChat,
  type ChatPacing,
  defaultDeliveryTuning,
  earliestSlot,
  pacingDocId,
  reserveSlot,
} from '../src';

const tuning = defaultDeliveryTuning;

/** Reserves `count` sends as fast as the pacing allows, all asked for at time 0. */
function burst(chatId: string, count: number): number[] {
  let pacing: ChatPacing | null = null;
  const slots: number[] = [];
  for (let i = 0; i < count; i++) {
    const slot = earliestSlot(pacing, chatId, 0, tuning);
    pacing = reserveSlot(pacing, chatId, slot, tuning);
    slots.push(slot);
  }
  return slots;
}

describe('chat pacing', () => {
  test('a group gets at most one message a second and 20 in any minute', () => {
    const slots = burst('-1001234567890', 50);
    for (let i = 1; i < slots.length; i++) {
      expect(slots[i]! - slots[i - 1]!).toBeGreaterThanOrEqual(1000);
    }
    for (let i = 20; i < slots.length; i++) {
      expect(slots[i]! - slots[i - 20]!).toBeGreaterThanOrEqual(60_000);
    }
    // And no slower than that: the 21st waits for the first to leave the window.
    expect(slots[19]).toBe(19_000);
    expect(slots[20]).toBe(60_000);
  });

  test('a private chat (the lab client) has only the one-a-second limit', () => {
    const slots = burst('987654321', 30);
    expect(slots.at(-1)).toBe(29_000);
  });

  test("nothing goes to a chat before Telegram's retry_after has passed", () => {
    const blocked = blockChat(null, '-100', 5_000);
    expect(earliestSlot(blocked, '-100', 1_000, tuning)).toBe(5_000);
    expect(earliestSlot(blocked, '-100', 7_000, tuning)).toBe(7_000);
  });

  test('the pacing record stays small however many messages went out', () => {
    let pacing: ChatPacing | null = null;
    for (let i = 0; i < 500; i++) pacing = reserveSlot(pacing, '-100', i * 1000, tuning);
    expect(pacing?.slots.length).toBeLessThanOrEqual(tuning.groupWindowMax);
  });

  test('chat ids become valid document ids', () => {
    expect(pacingDocId('-1001234')).toBe('chat-1001234');
    expect(pacingDocId('@town_alerts')).toBe('chat_town_alerts');
  });
});
