import { isShopView, type StaffOrderView } from '@town/core';
import { useEffect, useRef, useState } from 'react';
import { textIn } from '../../../i18n/content';
import { useTranslation } from '../../../i18n/useTranslation';
import { SvgIcon } from '../../../shell/icons';
import { browserStorage } from '../../../state/storage';
import { playChime, unlockChime } from './orderChime';
import type { Arrivals } from './useOrderBoard';

/** The staff member's choice, kept on this device across visits and sign-ins. */
const soundKey = 'staff-order-sound';
const vibration = [200, 100, 200];
/** A bell, and the bell struck through. */
const bell = 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0';
const bellOn = bell;
const bellOff = `${bell}M4 4l16 16`;

type Notify = (title: string, body: string, tag: string) => Promise<boolean>;

/**
 * A system notification: the page's own where the browser allows it (desktop), else through the
 * service worker (Android's Chrome refuses `new Notification` in a page).
 */
const notify: Notify = async (title, body, tag) => {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  try {
    const shown = new Notification(title, { body, tag });
    shown.onclick = () => window.focus();
    return true;
  } catch {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (!registration) return false;
    await registration.showNotification(title, { body, tag });
    return true;
  }
};

/**
 * Rings, vibrates and (with the tab in the background) shows a notification for each new order
 * on an open board. Browsers let a page make sound only after a tap, so the switch is that tap;
 * turning it on also asks for permission to notify.
 */
export function NewOrderAlert({ arrivals }: { arrivals: Arrivals }) {
  const { t, i18n } = useTranslation('staff');
  const [soundOn, setSoundOn] = useState(() => browserStorage().getItem(soundKey) === 'on');
  const [rings, setRings] = useState(0);
  const [notified, setNotified] = useState(0);
  const [blocked, setBlocked] = useState(false);
  const announced = useRef(arrivals.count);
  const soundOnNow = useRef(soundOn);
  soundOnNow.current = soundOn;

  // A remembered "on" needs a tap on this page before it can sound: the first one anywhere.
  useEffect(() => {
    if (!soundOn) return;
    const wake = () => unlockChime();
    document.addEventListener('pointerdown', wake, { once: true });
    return () => document.removeEventListener('pointerdown', wake);
  }, [soundOn]);

  useEffect(() => {
    const order = arrivals.latest;
    if (arrivals.count === announced.current || !order) return;
    announced.current = arrivals.count;
    if (soundOnNow.current) {
      if (playChime()) setRings((count) => count + 1);
      navigator.vibrate?.(vibration);
    }
    if (document.visibilityState === 'hidden') {
      const items = itemsOf(order, i18n.language);
      void notify(
        t('alert.newOrder', { code: order.code }),
        items
          ? t('alert.newOrderBody', { items, address: order.address.line })
          : order.address.line,
        order.id,
      ).then((shown) => shown && setNotified((count) => count + 1));
    }
  }, [arrivals, t, i18n.language]);

  async function toggle() {
    const next = !soundOn;
    setSoundOn(next);
    browserStorage().setItem(soundKey, next ? 'on' : 'off');
    if (!next) return;
    // This tap is what lets the page sound; the chime confirms it works.
    unlockChime();
    playChime();
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      setBlocked((await Notification.requestPermission()) === 'denied');
    } else {
      setBlocked(typeof Notification !== 'undefined' && Notification.permission === 'denied');
    }
  }

  return (
    <div className="staff-order-alert" data-rings={rings} data-notified={notified}>
      <button
        type="button"
        className={`chip staff-order-alert__switch${soundOn ? ' chip--active' : ''}`}
        aria-pressed={soundOn}
        onClick={toggle}
      >
        <SvgIcon d={soundOn ? bellOn : bellOff} size={20} />
        {soundOn ? t('alert.soundOn') : t('alert.soundOff')}
      </button>
      {blocked && <p className="muted staff-order-alert__note">{t('alert.blocked')}</p>}
    </div>
  );
}

/** "2 × পটল, 1 × ডাব" on a Bengali board: the names the customer saw. */
function itemsOf(order: StaffOrderView, language: string): string {
  const items = isShopView(order) ? order.part.lines : order.items;
  return items.map((item) => `${item.quantity} × ${textIn(item, 'name', language)}`).join(', ');
}
