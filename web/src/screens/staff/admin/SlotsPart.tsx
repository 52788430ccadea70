import { useTranslation } from '../../../i18n/useTranslation';
import { TextField } from '../../../ui/Field';
import type { SlotRow, TownValues } from './townForm';

const windowsPath = 'delivery.slots.windows';

/** The next window after the last: two hours from its end, as many places (18:00-20:00, 20). */
function nextRow(rows: readonly SlotRow[]): SlotRow {
  const last = rows.at(-1);
  if (!last) return { from: '10:00', to: '12:00', capacity: '20' };
  const [hours = 0, minutes = 0] = last.to.split(':').map(Number);
  const end = Math.min(hours + 2, 23);
  const time = (hour: number) =>
    `${String(hour).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  return { from: last.to, to: end > hours ? time(end) : '23:59', capacity: last.capacity };
}

/**
 * The delivery windows customers may choose at checkout (from–to, with the orders each takes)
 * and the minutes before a window that shops stop taking orders for it. Each problem is said at
 * its row: a capacity at its field, an overlap or a window ending before it starts under the row.
 */
export function SlotsPart({
  values,
  set,
  errorAt,
}: {
  values: TownValues;
  set: <K extends keyof TownValues>(field: K, value: TownValues[K]) => void;
  errorAt: (path: string) => string | undefined;
}) {
  const { t } = useTranslation('staff');
  const rows = values.slotWindows;
  const change = (index: number, patch: Partial<SlotRow>) =>
    set(
      'slotWindows',
      rows.map((row, at) => (at === index ? { ...row, ...patch } : row)),
    );
  // A row's own problem (an overlap, an end before the start), said under the row; a problem
  // of one of its fields is said at that field (errorAt also answers a row with its fields').
  const rowError = (index: number) => {
    const path = `${windowsPath}.${index}`;
    const own = errorAt(path);
    const atFields = ['from', 'to', 'capacity'].map((field) => errorAt(`${path}.${field}`));
    return atFields.includes(own) ? undefined : own;
  };
  const rowProblems = rows.some((_, index) => errorAt(`${windowsPath}.${index}`));
  const listError = rowProblems ? undefined : errorAt(windowsPath);
  return (
    <fieldset className="staff-town-part">
      <legend className="field__label">{t('town.slots')}</legend>
      <p className="field__hint">{t('town.slotsHint')}</p>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: windows have no identity of their own.
        <fieldset key={index} className="staff-town-part">
          <legend className="field__label">{t('town.slotRow', { n: index + 1 })}</legend>
          {/* One under the other: two time inputs side by side overflow a 360 px screen. */}
          <TextField
            label={t('town.slotFrom')}
            type="time"
            value={row.from}
            onChange={(event) => change(index, { from: event.target.value })}
            error={errorAt(`${windowsPath}.${index}.from`)}
          />
          <TextField
            label={t('town.slotTo')}
            type="time"
            value={row.to}
            onChange={(event) => change(index, { to: event.target.value })}
            error={errorAt(`${windowsPath}.${index}.to`)}
          />
          <TextField
            label={t('town.slotCapacity')}
            hint={t('town.slotCapacityHint')}
            inputMode="numeric"
            value={row.capacity}
            onChange={(event) => change(index, { capacity: event.target.value })}
            error={errorAt(`${windowsPath}.${index}.capacity`)}
          />
          {rowError(index) && (
            <p className="field__error" role="alert">
              {rowError(index)}
            </p>
          )}
          <div className="button-row">
            <button
              type="button"
              className="button button--quiet button--small"
              onClick={() =>
                set(
                  'slotWindows',
                  rows.filter((_, at) => at !== index),
                )
              }
            >
              {t('town.slotRemove')}
            </button>
          </div>
        </fieldset>
      ))}
      {listError && (
        <p className="field__error" role="alert">
          {listError}
        </p>
      )}
      {rows.length < 12 && (
        <div className="button-row">
          <button
            type="button"
            className="button button--quiet"
            onClick={() => set('slotWindows', [...rows, nextRow(rows)])}
          >
            {t('town.slotAdd')}
          </button>
        </div>
      )}
      <TextField
        label={t('town.slotCutoff')}
        hint={t('town.slotCutoffHint')}
        inputMode="numeric"
        value={values.slotCutoff}
        onChange={(event) => set('slotCutoff', event.target.value)}
        error={errorAt('delivery.slots.cutoffMinutes')}
      />
    </fieldset>
  );
}
