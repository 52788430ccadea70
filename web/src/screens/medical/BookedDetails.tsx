/** One line of what was booked: the date, the time, the patient, the total… */
export interface DetailRow {
  label: string;
  value: string;
}

/** What was booked as label and value pairs, on the thank-you page and on a booking's card. */
export function BookedDetails({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="med-thanks__details">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
