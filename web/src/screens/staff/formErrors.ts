import type { BackendError } from '../../backend/types';
import type { TFunction } from '../../i18n/useTranslation';
import { errorText } from '../../ui/errorText';

/**
 * The message for the form as a whole: none when every server complaint sits next to a field
 * the form shows, else the error in plain words.
 */
export function serverProblem(
  tCommon: TFunction,
  error: BackendError | undefined,
  fieldErrors: Record<string, string>,
  shownFields: readonly string[],
): string | undefined {
  if (!error) return undefined;
  const paths = Object.keys(fieldErrors);
  const allShown =
    paths.length > 0 &&
    paths.every((path) =>
      shownFields.some((field) => path === field || path.startsWith(`${field}.`)),
    );
  if (allShown) return undefined;
  if (error.status === 'INVALID_ARGUMENT') {
    const strays = paths.filter(
      (path) => !shownFields.some((field) => path === field || path.startsWith(`${field}.`)),
    );
    return strays.length > 0
      ? strays.map((path) => `${path}: ${fieldErrors[path]}`).join(' · ')
      : errorText(tCommon, error);
  }
  return errorText(tCommon, error);
}
