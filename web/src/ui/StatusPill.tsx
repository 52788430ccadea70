import type { ReactNode } from 'react';
import type { PillTone } from './pillTones';
import './statusPill.css';

/**
 * A small coloured rounded label: an order's, a shop's part's or a booking's step, a staff
 * account's or an alert's state, a shop's hours, a medicine's or a lab test's facts. The tone is
 * a colour (pillTones.ts says which tone each step gets); `small` is the lighter size for facts
 * in a card, which may wrap; `as` draws it as a list item or a paragraph where it is one.
 */
export function StatusPill({
  tone,
  small = false,
  as: Tag = 'span',
  className,
  children,
}: {
  tone: PillTone;
  small?: boolean;
  as?: 'span' | 'li' | 'p';
  /** A layout class of the place it sits in (never a colour: that is the tone). */
  className?: string;
  children: ReactNode;
}) {
  const classes = ['status-pill', `status-pill--${tone}`, small && 'status-pill--small', className];
  return <Tag className={classes.filter(Boolean).join(' ')}>{children}</Tag>;
}
