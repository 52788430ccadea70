import type { OutboxEntryView, OutboxStatus } from '@town/core';
import { outboxStatuses } from '@town/core/vocabulary';
import { useState } from 'react';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { errorText } from '../../../ui/errorText';
import type { PillTone } from '../../../ui/pillTones';
import { ReadView } from '../../../ui/ReadView';
import { StatusPill } from '../../../ui/StatusPill';
import { useAction } from '../../../ui/useAction';
import { useStaffRead } from '../useStaffRead';
import { type OutboxFact, outboxFacts } from './outboxFacts';

const shown = 50;

/** Telegram HTML as the words it shows: tags dropped, entities read. Nothing is run. */
function plainText(entry: OutboxEntryView): string {
  if (entry.parseMode !== 'HTML') return entry.text;
  return new DOMParser().parseFromString(entry.text, 'text/html').body.textContent ?? '';
}

/** /admin/alerts: staff alerts and emails in the outbox, newest first; failed ones can be sent again. */
export function AdminAlerts() {
  const { t } = useTranslation('staff');
  const [state, setState] = useState<OutboxStatus | ''>('');
  const list = useStaffRead('alertOutbox', { state: state || undefined, limit: String(shown) });
  // A retried alert waits to be sent again: its give-up time no longer holds.
  const replace = (id: string, status: OutboxStatus, retriedAt: string) =>
    list.setData((entries) =>
      entries.map((entry) => {
        if (entry.id !== id) return entry;
        const { failedAt: _given, nextAttemptAt: _next, ...rest } = entry;
        return { ...rest, status, retriedAt };
      }),
    );
  return (
    <section aria-labelledby="alerts-list" className="staff-section">
      <h2 id="alerts-list" className="visually-hidden">
        {t('admin.sections.alerts')}
      </h2>
      <p className="muted">{t('alerts.lead', { count: shown })}</p>
      <ul className="chips" aria-label={t('filters.status')}>
        {(['', ...outboxStatuses] as const).map((each) => (
          <li key={each || 'all'}>
            <button
              type="button"
              className="chip"
              aria-pressed={state === each}
              onClick={() => setState(each)}
            >
              {each ? t(`alerts.status.${each}`) : t('filters.all')}
            </button>
          </li>
        ))}
      </ul>
      <ReadView state={list} empty={t('alerts.none')}>
        {(entries) => (
          <ul className="card-list card-list--grid">
            {entries.map((entry) => (
              <li key={entry.id}>
                <AlertCard
                  entry={entry}
                  onRetried={(status, retriedAt) => replace(entry.id, status, retriedAt)}
                />
              </li>
            ))}
          </ul>
        )}
      </ReadView>
    </section>
  );
}

/** An alert's state in the staff's step colours: waiting amber, going out blue, sent green. */
const toneOf: Record<OutboxStatus, PillTone> = {
  pending: 'amber',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  notConfigured: 'slate',
};

function AlertCard({
  entry,
  onRetried,
}: {
  entry: OutboxEntryView;
  onRetried: (status: OutboxStatus, retriedAt: string) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const retry = useAction('retryAlert');
  const headingId = `alert-${entry.id}`;
  const factText = ({ key, values = {} }: OutboxFact): string => {
    if (key === 'tries') return t('alerts.attempts', { count: values.count ?? 0 });
    if (key === 'lastError') return t('alerts.lastError', { error: values.error ?? '' });
    if (key === 'earlierError') return t('alerts.fact.earlierError', { error: values.error ?? '' });
    return t(`alerts.fact.${key}`, { time: values.time ? format.dateTime(values.time) : '' });
  };
  const channel = (
    ['adminGroup', 'deliveryChat', 'labClient', 'email', 'telegramChat', 'push'] as const
  ).includes(entry.channel)
    ? t(`alerts.channel.${entry.channel}`)
    : entry.channel;
  return (
    <article className="card staff-request-card" aria-labelledby={headingId}>
      <header className="staff-order-card__head">
        <h3 id={headingId} className="staff-account-card__name">
          {channel}
        </h3>
        <StatusPill tone={toneOf[entry.status]}>{t(`alerts.status.${entry.status}`)}</StatusPill>
      </header>
      <p className="muted">{t('alerts.written', { time: format.dateTime(entry.createdAt) })}</p>
      <ul className="staff-alert-facts" aria-label={t('alerts.delivery')}>
        {outboxFacts(entry, new Date()).map((fact) => (
          <li
            key={fact.key}
            className={fact.key.endsWith('Error') ? 'staff-problem' : 'muted'}
            data-fact={fact.key}
          >
            {factText(fact)}
          </li>
        ))}
      </ul>
      <blockquote className="staff-order-card__list">{plainText(entry)}</blockquote>
      {(entry.status === 'failed' || entry.status === 'notConfigured') && (
        <div className="button-row">
          <button
            type="button"
            className="button button--quiet"
            disabled={retry.pending}
            onClick={async () => {
              const result = await retry.run({ id: entry.id });
              if (result) onRetried(result.status, result.retriedAt);
            }}
          >
            {retry.pending ? tCommon('form.sending') : t('alerts.retry')}
          </button>
        </div>
      )}
      {retry.error && (
        <p className="staff-problem" role="alert">
          {errorText(tCommon, retry.error)}
        </p>
      )}
    </article>
  );
}
