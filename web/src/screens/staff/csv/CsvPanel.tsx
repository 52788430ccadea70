import type { CsvCollection, ImportAnswer } from '@town/core';
import { refusalOf } from '@town/core/refusals';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { backend } from '../../../backend';
import { BackendError } from '../../../backend/types';
import { useTranslation } from '../../../i18n/useTranslation';
import { errorText } from '../../../ui/errorText';
import { useAction } from '../../../ui/useAction';
import { ImportPreview } from './ImportPreview';
import { saveTextFile } from './saveFile';

/** Whose spreadsheet: one catalog collection (admins) or the vendor's own products. */
export type CsvTarget = { who: 'admin'; collection: CsvCollection } | { who: 'vendor' };

/** What the server takes (core's csvLimits): a bigger file is refused here, before sending. */
const maxBytes = 2 * 1024 * 1024;

interface Picked {
  name: string;
  csv: string;
  preview: ImportAnswer;
}

/**
 * Export, template and import of one list as a spreadsheet (CSV). An import is previewed first:
 * rows to add, to change and refused, with their row numbers; nothing is written until the
 * admin or vendor confirms, and then the server writes what that preview showed.
 */
export default function CsvPanel({
  target,
  onImported,
  headingLevel = 2,
}: {
  target: CsvTarget;
  onImported: () => void;
  /** 3 inside a section of its own (the vendor's products). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const adminImport = useAction('adminImportCatalog');
  const vendorImport = useAction('vendorImportProducts');
  const importing = target.who === 'admin' ? adminImport : vendorImport;
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<ImportAnswer | null>(null);
  const [reading, setReading] = useState(false);

  const send = (csv: string, confirm?: string) =>
    target.who === 'admin'
      ? adminImport.run({ collection: target.collection, csv, ...(confirm ? { confirm } : {}) })
      : vendorImport.run({ csv, ...(confirm ? { confirm } : {}) });

  async function download(rows: 'all' | 'template') {
    setProblem(null);
    try {
      const file =
        target.who === 'admin'
          ? await backend.read<{ fileName: string; text: string }>('adminExportCatalog', {
              collection: target.collection,
              rows,
            })
          : await backend.read<{ fileName: string; text: string }>('vendorExportProducts', {
              rows,
            });
      saveTextFile(file.fileName, file.text);
    } catch (error) {
      setProblem(
        error instanceof BackendError ? errorText(tCommon, error) : tCommon('error.server'),
      );
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem(null);
    setDone(null);
    setPicked(null);
    if (!file) return;
    if (file.size > maxBytes) {
      setProblem(t('csv.tooLarge', { size: (file.size / 1024 / 1024).toFixed(1) }));
      return;
    }
    setReading(true);
    const csv = await file.text();
    setReading(false);
    const preview = await send(csv);
    if (preview) setPicked({ name: file.name, csv, preview });
  }

  async function confirm() {
    if (!picked) return;
    const result = await send(picked.csv, picked.preview.digest);
    if (result) {
      setDone(result);
      setPicked(null);
      onImported();
      return;
    }
  }

  // The catalog moved since the preview: show the new one instead of a bare refusal.
  async function previewAgain() {
    if (!picked) return;
    const preview = await send(picked.csv);
    if (preview) setPicked({ ...picked, preview });
  }

  const failure = importing.error;
  const changed = failure && refusalOf(failure.details, 'import-changed');
  const failureText = failure
    ? changed
      ? t('csv.changedSince')
      : failure.status === 'INVALID_ARGUMENT'
        ? failure.message
        : errorText(tCommon, failure)
    : problem;

  return (
    <section aria-labelledby={`${inputId}-title`} className="staff-section staff-csv">
      <Heading id={`${inputId}-title`} className="section-title">
        {t('csv.title')}
      </Heading>
      <p className="muted">{t('csv.lead')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--quiet"
          onClick={() => void download('template')}
        >
          {t('csv.template')}
        </button>
        <button type="button" className="button button--quiet" onClick={() => void download('all')}>
          {t('csv.export')}
        </button>
        <button type="button" className="button" onClick={() => fileInput.current?.click()}>
          {t('csv.import')}
        </button>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label={t('csv.import')}
          onChange={(event) => void choose(event)}
        />
      </div>
      <details className="staff-csv__help">
        <summary>{t('csv.helpTitle')}</summary>
        <ul>
          <li>{t('csv.help.id')}</li>
          <li>{t('csv.help.lists')}</li>
          <li>{t('csv.help.hours')}</li>
          <li>{t('csv.help.yesNo')}</li>
          <li>{t('csv.help.money')}</li>
          <li>{t('csv.help.point')}</li>
          <li>{t('csv.help.bengali')}</li>
          <li>{t('csv.help.formula')}</li>
        </ul>
      </details>
      {(reading || (importing.pending && !picked)) && (
        <p role="status" className="muted">
          {t('csv.reading')}
        </p>
      )}
      {failureText && (
        <div className="staff-problem" role="alert">
          <p>{failureText}</p>
          {changed && (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => void previewAgain()}
            >
              {t('csv.previewAgain')}
            </button>
          )}
        </div>
      )}
      {done && (
        <p className="staff-done" role="status">
          {t('csv.done', { added: done.adds.length, changed: done.changes.length })}
        </p>
      )}
      {picked && (
        <ImportPreview
          fileName={picked.name}
          preview={picked.preview}
          pending={importing.pending}
          onConfirm={() => void confirm()}
          onCancel={() => setPicked(null)}
        />
      )}
    </section>
  );
}
