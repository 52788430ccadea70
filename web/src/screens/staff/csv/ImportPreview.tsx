import type { ImportAnswer } from '@town/core';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';

/** Rows shown in each list; a town's whole catalog is counted, not listed. */
const shown = 50;

/** What an import would do, row by row, and the button that does it. */
export function ImportPreview({
  fileName,
  preview,
  pending,
  onConfirm,
  onCancel,
}: {
  fileName: string;
  preview: ImportAnswer;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const writes = preview.adds.length + preview.changes.length;
  const titleId = useId();
  return (
    <section className="card staff-csv__preview" aria-labelledby={titleId}>
      <h3 id={titleId} className="staff-csv__preview-title">
        {t('csv.previewTitle', { file: fileName })}
      </h3>
      <ul className="staff-csv__counts">
        <li>{t('csv.adds', { count: preview.adds.length })}</li>
        <li>{t('csv.changes', { count: preview.changes.length })}</li>
        <li>{t('csv.unchanged', { count: preview.unchanged })}</li>
        <li className={preview.refused.length > 0 ? 'staff-csv__refused-count' : undefined}>
          {t('csv.refused', { count: preview.refused.length })}
        </li>
      </ul>
      {preview.refused.length > 0 && (
        <RowList
          title={t('csv.refusedTitle')}
          rows={preview.refused.map((r) => ({ row: r.row, text: r.reason }))}
        />
      )}
      {preview.adds.length > 0 && (
        <RowList
          title={t('csv.addsTitle')}
          rows={preview.adds.map((a) => ({ row: a.row, text: a.label }))}
        />
      )}
      {preview.changes.length > 0 && (
        <RowList
          title={t('csv.changesTitle')}
          rows={preview.changes.map((c) => ({
            row: c.row,
            text: `${c.label}: ${c.columns.join(', ')}`,
          }))}
        />
      )}
      {writes === 0 && <p className="muted">{t('csv.nothingToDo')}</p>}
      <div className="button-row">
        {writes > 0 && (
          <button type="button" className="button" disabled={pending} onClick={onConfirm}>
            {pending ? tCommon('form.sending') : t('csv.confirm', { count: writes })}
          </button>
        )}
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </section>
  );
}

function RowList({ title, rows }: { title: string; rows: Array<{ row: number; text: string }> }) {
  const { t } = useTranslation('staff');
  return (
    <>
      <h4 className="staff-csv__list-title">{title}</h4>
      <ul className="staff-csv__rows">
        {rows.slice(0, shown).map(({ row, text }) => (
          <li key={row}>
            <span className="staff-csv__row">{t('csv.row', { row })}</span> {text}
          </li>
        ))}
        {rows.length > shown && (
          <li className="muted">{t('csv.more', { count: rows.length - shown })}</li>
        )}
      </ul>
    </>
  );
}
