import type { Shop } from '@town/core';
import { addDays, type ShopState, shopState } from '@town/core/shopDays';
import { type TownNow, townNow } from '@town/core/townClock';
import { useMemo, useRef } from 'react';
import { type Formatters, useFormat } from '../../i18n/format';
import { type TFunction, useTranslation } from '../../i18n/useTranslation';
import { useNow } from '../../shell/useNow';
import { useTownTimeZone } from '../../state/AppState';

export interface ShopDay {
  state: ShopState;
  /** Whether its products may go into the cart: not while its vendor has closed it. */
  takesOrders: boolean;
  /** One line for a card: "Open now · until 9:00 pm", "On holiday · opens Mon, 30 Nov, 7:00 am". */
  label: string;
  /** When it opens next, in words ("tomorrow, 7:00 am"), or undefined while open. */
  opens: string | undefined;
}

type ShopHours = Pick<Shop, 'hours' | 'closure'>;

/** Where a shop stands now in the town's time, said in the reader's language; moves each minute. */
export function useShopDay(shop: ShopHours): ShopDay {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const now = townNow(useNow(60_000), useTownTimeZone());
  return shopDayAt(shop, now, t, format);
}

/**
 * `useShopDay` for a grid of cards from many shops: one clock and one answer per shop for the
 * whole grid, not a clock (a timer and a re-render right after hydration) per card. A shop's
 * answer stays the same object while what it says is unchanged, so a memoised card whose shop
 * still reads "Open now" is not rendered again when the minute turns.
 */
export function useShopDays(): (shop: ShopHours) => ShopDay {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const now = townNow(useNow(60_000), useTownTimeZone());
  const kept = useRef(new WeakMap<ShopHours, ShopDay>());
  const minute = `${now.date} ${now.time}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `minute` stands for `now`.
  return useMemo(() => {
    const thisMinute = new WeakMap<ShopHours, ShopDay>();
    return (shop: ShopHours) => {
      let day = thisMinute.get(shop);
      if (!day) {
        const fresh = shopDayAt(shop, now, t, format);
        const before = kept.current.get(shop);
        day = before && saysTheSame(before, fresh) ? before : fresh;
        thisMinute.set(shop, day);
        kept.current.set(shop, day);
      }
      return day;
    };
  }, [minute, t, format]);
}

const saysTheSame = (a: ShopDay, b: ShopDay) =>
  a.state.open === b.state.open &&
  a.takesOrders === b.takesOrders &&
  a.label === b.label &&
  a.opens === b.opens;

function shopDayAt(
  shop: ShopHours,
  now: TownNow,
  t: TFunction<'shop'>,
  format: Formatters,
): ShopDay {
  const state = shopState(shop, now);
  const time = format.timeOfDay;
  const opens = state.open
    ? undefined
    : state.opens === undefined
      ? undefined
      : state.opens.date === now.date
        ? time(state.opens.time)
        : state.opens.date === addDays(now.date, 1)
          ? t('hours.tomorrowAt', { time: time(state.opens.time) })
          : t('hours.dayAt', {
              day: format.shortDate(new Date(`${state.opens.date}T12:00:00Z`)),
              time: time(state.opens.time),
            });
  const label = state.open
    ? state.until
      ? t('hours.openUntil', { time: time(state.until) })
      : t('hours.open')
    : state.closure
      ? t(state.closure.kind === 'today' ? 'hours.closedByShop' : 'hours.onHoliday', {
          when: opens ?? t('hours.later'),
        })
      : opens
        ? t('hours.opensAt', { time: opens })
        : t('hours.closedToday');
  return { state, takesOrders: state.open || !state.closure, label, opens };
}
