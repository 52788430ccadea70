import type { ReactNode } from 'react';
import './statusPill.css';

/**
 * An order's, a shop's part's or a booking's step as a coloured pill; `tone` is the step's name
 * ("delivered", "booking-confirmed"), which picks the colour.
 */
export function StatusPill({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`status-pill status-pill--${tone}`}>{children}</span>;
}
