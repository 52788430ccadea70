import type { OrderStatus } from '@town/core';
import type { TFunction } from 'i18next';
import type { BackendError } from '../../../backend/types';
import { errorText } from '../../../ui/errorText';
import { orderStatusList } from '../statuses';

const statuses: readonly string[] = orderStatusList;

/**
 * Why a move or a claim failed. A 409 (ABORTED) means the order moved on since it was shown:
 * its status now is in the details, and the board is being brought up to date.
 */
export function moveErrorText(
  t: TFunction<'staff'>,
  tCommon: TFunction,
  error: BackendError,
  kind: 'move' | 'claim' = 'move',
): string {
  if (error.status === 'ABORTED') {
    const details = error.details as { status?: unknown; allowed?: unknown } | undefined;
    const status = typeof details?.status === 'string' ? details.status : undefined;
    // Still accepted or ready, yet not takeable: another courier took it first.
    if (kind === 'claim' && (status === 'accepted' || status === 'ready')) {
      return t('moves.taken');
    }
    if (
      status === 'ready' &&
      Array.isArray(details?.allowed) &&
      details.allowed.includes('outForDelivery')
    ) {
      return t('moves.assignFirst');
    }
    if (status && statuses.includes(status)) {
      return t('moves.changed', { status: t(`status.${status as OrderStatus}`) });
    }
    return t('moves.changedNoStatus');
  }
  return errorText(tCommon, error);
}
