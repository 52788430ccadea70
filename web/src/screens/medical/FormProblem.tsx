import type { BackendError } from '../../backend/types';
import { useTranslation } from '../../i18n/useTranslation';
import { Problem } from '../../ui/Problem';

/**
 * A failed submit below the form. When every server message belongs to a field the form shows,
 * those messages are beside the fields and this only points at them; otherwise it says what failed.
 */
export function FormProblem({
  error,
  fieldErrors,
  shownPaths,
}: {
  error: BackendError | undefined;
  fieldErrors: Record<string, string>;
  shownPaths: readonly string[];
}) {
  const { t } = useTranslation(['medical', 'common']);
  if (!error) return null;
  const paths = Object.keys(fieldErrors);
  if (paths.length > 0 && paths.every((path) => shownPaths.includes(path))) {
    return (
      <p className="problem" role="alert">
        {t('common:error.invalid')}
      </p>
    );
  }
  return <Problem error={error} />;
}
