import type { Shop } from '@town/core';
import { addDays, type ShopState, shopState, townNow } from '@town/core/shopDays';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
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

/** Where a shop stands now in the town's time, said in the reader's language; moves each minute. */
export function useShopDay(shop: Pick<Shop, 'hours' | 'closure'>): ShopDay {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const now = townNow(useNow(60_000), useTownTimeZone());
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
