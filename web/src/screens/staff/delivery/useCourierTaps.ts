import type { StaffOrderView } from '@town/core';
import { useEffect, useSyncExternalStore } from 'react';
import {
  sendWaitingTaps,
  subscribeToTaps,
  TAP_RETRY_MS,
  tapPhotosDropped,
  tapRefusals,
  tapsVersion,
  waitingTaps,
  whenTapSent,
} from './tapQueue';

/**
 * Sends the courier's waiting taps while the board is open: at once, when the browser says it
 * is online again, and every little while as long as some wait (the "online" event is not
 * reliable on every phone).
 */
export function useTapSender(onSent: (order: StaffOrderView) => void) {
  useEffect(() => {
    whenTapSent(onSent);
    const send = () => void sendWaitingTaps();
    send();
    window.addEventListener('online', send);
    const timer = setInterval(() => {
      if (waitingTaps().length > 0) send();
    }, TAP_RETRY_MS);
    return () => {
      whenTapSent(undefined);
      window.removeEventListener('online', send);
      clearInterval(timer);
    };
  }, [onSent]);
}

/**
 * This order's taps waiting for signal, why the last one sent was refused, if it was, and
 * whether its photo had to be left out.
 */
export function useOrderTaps(orderId: string) {
  useSyncExternalStore(subscribeToTaps, tapsVersion);
  return {
    waiting: waitingTaps().filter((tap) => tap.orderId === orderId).length,
    refusal: tapRefusals().find((each) => each.orderId === orderId)?.error,
    photoDropped: tapPhotosDropped().includes(orderId),
  };
}
