import { refusalOf } from '@town/core/refusals';
import type { BackendError } from '../../../backend/types';
import type { TFunction } from '../../../i18n/useTranslation';
import { errorText } from '../../../ui/errorText';

/**
 * Why a move or a claim failed. A 409 (ABORTED) means the order moved on since it was shown:
 * its status now is in the details, and the board is being brought up to date.
 */
export function moveErrorText(
  t: TFunction<'staff'>,
  tCommon: TFunction,
  error: BackendError,
): string {
  if (refusalOf(error.details, 'taken-by-other')) return t('moves.taken');
  if (refusalOf(error.details, 'courier-needed')) return t('moves.assignFirst');
  const moved = refusalOf(error.details, 'status-moved');
  if (moved) return t('moves.changed', { status: t(`status.${moved.status}`) });
  if (error.status === 'ABORTED') return t('moves.changedNoStatus');
  return errorText(tCommon, error);
}
