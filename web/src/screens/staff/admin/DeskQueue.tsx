import { textLimits } from '@town/core/vocabulary';
import { useId, useState } from 'react';
import { useRead } from '../../../backend/useRead';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { Problem } from '../../../ui/Problem';
import { useAction } from '../../../ui/useAction';
import { useStaffRead } from '../useStaffRead';

/**
 * The desk's queue of a doctor today (decision 2010): open it, add a walk-in, call the next.
 * The button sends the token it closes, so a double tap moves the queue once.
 */
export function DeskQueue() {
  const { t } = useTranslation('staff');
  const doctors = useRead('doctors');
  const [doctorId, setDoctorId] = useState('');
  const selectId = useId();
  const active = (doctors.data ?? []).filter((doctor) => doctor.active);
  return (
    <section className="card staff-desk-queue" aria-labelledby="desk-queue">
      <h2 id="desk-queue" className="section-title">
        {t('deskQueue.title')}
      </h2>
      <label className="field__label" htmlFor={selectId}>
        {t('deskQueue.doctor')}
      </label>
      <select
        id={selectId}
        className="field__input"
        value={doctorId}
        onChange={(event) => setDoctorId(event.target.value)}
      >
        <option value="">{t('deskQueue.choose')}</option>
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
  const { t } = useTranslation('staff');
  const read = useStaffRead('tokenQueue', { doctorId });
  const open = useAction('openTokenQueue');
  const error = read.error ?? open.error;
  const queue = read.data?.queue;
  return (
    <div>
      {error && <Problem error={error} onRetry={read.reload} />}
      {queue ? (
        <OpenQueue doctorId={doctorId} queue={queue} reload={read.reload} />
      ) : (
        read.data && (
          <>
            <p>{t('deskQueue.none')}</p>
            <button
              type="button"
              className="button"
              disabled={open.pending}
              onClick={() => void open.run({ doctorId }).then((done) => done && read.reload())}
            >
              {t('deskQueue.open')}
            </button>
          </>
        )
      )}
    </div>
  );
}

interface DeskView {
  nowSeeing: number;
  waiting: number;
  minutesPerPatient: number;
  tokens: ReadonlyArray<{ number: number; name: string; walkIn: boolean }>;
}

function OpenQueue({
  doctorId,
  queue,
  reload,
}: {
  doctorId: string;
  queue: DeskView;
  reload: () => void;
}) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const next = useAction('callNextToken');
  const walkIn = useAction('addWalkIn');
  const [name, setName] = useState('');
  const now = format.number(queue.nowSeeing);
  const following = queue.tokens.find((token) => token.number > queue.nowSeeing);
  const n = format.number(queue.waiting);
  const failure = next.error ?? walkIn.error;
  return (
    <>
      {failure && <Problem error={failure} />}
      <p role="status">
        {queue.nowSeeing === 0
          ? t('deskQueue.notStarted', { n })
          : following
            ? t('deskQueue.waiting', { now, n, minutes: format.number(queue.minutesPerPatient) })
            : t('deskQueue.nobodyLeft', { now })}
      </p>
      {following && (
        <button
          type="button"
          className="button"
          disabled={next.pending}
          onClick={() =>
            void next.run({ doctorId, closing: queue.nowSeeing }).then((done) => done && reload())
          }
        >
          {queue.nowSeeing === 0
            ? t('deskQueue.callFirst', { next: format.number(following.number) })
            : t('deskQueue.next', { now, next: format.number(following.number) })}
        </button>
      )}
      <ol className="staff-desk-queue__tokens" aria-label={t('deskQueue.tokens')}>
        {queue.tokens.map((token) => (
          <li
            key={token.number}
            aria-current={token.number === queue.nowSeeing ? 'step' : undefined}
            className={token.number < queue.nowSeeing ? 'staff-desk-queue__done' : undefined}
          >
            #{format.number(token.number)} {token.name}
            {token.walkIn && ` (${t('deskQueue.walkInTag')})`}
          </li>
        ))}
      </ol>
      <form
        className="staff-desk-queue__walk-in"
        onSubmit={(event) => {
          event.preventDefault();
          void walkIn.run({ doctorId, name }).then((done) => {
            if (!done) return;
            setName('');
            reload();
          });
        }}
      >
        <label>
          <span className="field__label">{t('deskQueue.walkIn')}</span>
          <input
            className="field__input"
            value={name}
            maxLength={textLimits.name}
            required
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--quiet" disabled={walkIn.pending}>
          {t('deskQueue.addWalkIn')}
        </button>
      </form>
    </>
  );
}
