/** The day a report is of: a date field showing today until another day is picked. */
export function DayPicker({
  day,
  today,
  onDay,
  label,
}: {
  day: string;
  today: string;
  onDay: (day: string) => void;
  label: string;
}) {
  return (
    <label className="field day-report__day">
      <span className="field__label">{label}</span>
      <input
        type="date"
        className="field__input"
        value={day || today}
        max={today}
        onChange={(event) => onDay(event.target.value === today ? '' : event.target.value)}
      />
    </label>
  );
}
