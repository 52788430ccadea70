import { useState } from 'react';
import { useRead } from '../../../backend/useRead';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { Problem } from '../../../ui/Problem';
import { useAction } from '../../../ui/useAction';
import { useStaffRead } from '../useStaffRead';

/**
 * The desk's queue of a doctor today (decision 2010): open it, add a walk-in, press Next. Next
 * sends the token it closes, so a double tap moves the queue once.
 */
export function DeskQueue() {
  const { t } = useTranslation('medical');
  const doctors = useRead('doctors');
  const [doctorId, setDoctorId] = useState('');
  const active = (doctors.data ?? []).filter((doctor) => doctor.active);
  return (
    <section className="card staff-desk-queue" aria-labelledby="desk-queue">
      <h2 id="desk-queue" className="section-title">
        {t('queue.deskTitle')}
      </h2>
      <select
        aria-label={t('queue.deskTitle')}
        value={doctorId}
        onChange={(event) => setDoctorId(event.target.value)}
      >
        <option value="">—</option>
        {active.map((doctor) => (
          <option key={doctor.id} value={doctor.id}>
            {doctor.name}
          </option>
        ))}
      </select>
      {doctorId && <DoctorQueue key={doctorId} doctorId={doctorId} />}
    </section>
  );
}

function DoctorQueue({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation('medical');
  const format = useFormat();
  const read = useStaffRead('tokenQueue', { doctorId });
  const open = useAction('openTokenQueue');
  const next = useAction('callNextToken');
  const walkIn = useAction('addWalkIn');
  const [name, setName] = useState('');
  const after = (done: unknown) => done && read.reload();
  const queue = read.data?.queue;
  const error = read.error ?? open.error ?? next.error ?? walkIn.error;
  return (
    <div>
      {error && <Problem error={error} onRetry={read.reload} />}
      {!queue ? (
        <>
          <p>{t('queue.none')}</p>
          <button
            type="button"
            className="button"
            disabled={open.pending}
            onClick={() => void open.run({ doctorId }).then(after)}
          >
            {t('queue.open')}
          </button>
        </>
      ) : (
        <>
          <p role="status">
            {t('queue.waiting', {
              n: format.number(queue.waiting),
              minutes: format.number(queue.minutesPerPatient),
            })}
          </p>
          <button
            type="button"
            className="button"
            disabled={next.pending}
            onClick={() => void next.run({ doctorId, closing: queue.nowSeeing }).then(after)}
          >
            {t('queue.next', { now: format.number(queue.nowSeeing) })}
          </button>
          <ol className="staff-desk-queue__tokens">
            {queue.tokens.map((token) => (
              <li
                key={token.number}
                aria-current={token.number === queue.nowSeeing ? 'step' : undefined}
              >
                #{format.number(token.number)} {token.name}
                {token.walkIn && ` (${t('queue.walkInTag')})`}
              </li>
            ))}
          </ol>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void walkIn.run({ doctorId, name }).then((done) => {
                if (done) setName('');
                after(done);
              });
            }}
          >
            <label>
              {t('queue.walkIn')}
              <input value={name} onChange={(event) => setName(event.target.value)} />
            </label>
            <button type="submit" className="button button--quiet" disabled={walkIn.pending}>
              {t('queue.addWalkIn')}
            </button>
          </form>
        </>
      )}
    </div>
  );
}
