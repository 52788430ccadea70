import type { OrderItem, OrderPart, ShortLine, StaffOrderView } from '@town/core';
import { textLimits } from '@town/core/vocabulary';
import { type FormEvent, useState } from 'react';
import { useText } from '../../../i18n/content';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { SelectField, TextField } from '../../../ui/Field';
import { FormButtons } from '../../../ui/FormButtons';
import { useAction } from '../../../ui/useAction';
import { moveErrorText } from './moveErrors';

/** A shop changes what its part holds only while it packs: once packed, the bag is what goes. */
const stillPacking = (order: StaffOrderView, part: OrderPart) =>
  order.status !== 'cancelled' && (part.status === 'placed' || part.status === 'accepted');

/**
 * "Not available" on one line of a shop's part while it packs: the shop gives fewer, or none,
 * with an optional reason, instead of cancelling its whole part. A part's only line can only
 * lose some of its quantity: none of it is cancelling the part, which has its own button.
 */
export function ShortLineAction({
  order,
  part,
  line,
  admin = false,
  onMoved,
}: {
  order: StaffOrderView;
  part: OrderPart;
  line: OrderItem;
  /** An admin names the shop; a vendor speaks for their own. */
  admin?: boolean;
  onMoved: (order: StaffOrderView) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const text = useText();
  const action = useAction('markLineShort');
  const [open, setOpen] = useState(false);
  const onlyLine = part.lines.length === 1;
  const [available, setAvailable] = useState(0);
  const [reason, setReason] = useState('');
  if (!stillPacking(order, part) || (onlyLine && line.quantity === 1)) return null;
  const least = onlyLine ? 1 : 0;
  const choices = Array.from({ length: line.quantity - least }, (_, i) => i + least);
  const name = text(line, 'name');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const given = Math.max(available, least);
    const result = await action.run({
      orderId: order.id,
      productId: line.productId,
      available: given,
      ...(reason.trim() ? { note: reason.trim() } : {}),
      ...(admin ? { shopId: part.shopId } : {}),
    });
    if (result?.order) {
      onMoved(result.order);
      setOpen(false);
      setReason('');
    }
  }

  if (!open) {
    return (
      <button
        type="button"
        className="button button--quiet button--small"
        aria-label={t('short.buttonFor', { name })}
        onClick={() => {
          setAvailable(least);
          setOpen(true);
        }}
      >
        {t('short.button')}
      </button>
    );
  }
  return (
    <form className="form staff-short-line" onSubmit={submit}>
      {line.quantity > 1 && (
        <SelectField
          label={t('short.howMany', { name })}
          value={String(Math.max(available, least))}
          onChange={(event) => setAvailable(Number(event.target.value))}
        >
          {choices.map((count) => (
            <option key={count} value={count}>
              {count === 0 ? t('short.none') : format.number(count)}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label={t('short.reason')}
        optional
        maxLength={textLimits.shortText}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <p className="muted">{t('short.outOfStock')}</p>
      <FormButtons
        submit={
          available > 0
            ? t('short.confirmSome', { count: available, shown: format.number(available) })
            : t('short.confirmNone')
        }
        sending={action.pending}
        back={t('short.keep')}
        onBack={() => setOpen(false)}
      />
      {action.error && (
        <p className="staff-problem" role="alert">
          {moveErrorText(t, tCommon, action.error)}
        </p>
      )}
    </form>
  );
}

/** What a shop said it did not have, struck through with the reason: no longer charged. */
export function ShortLines({ lines }: { lines: readonly ShortLine[] | undefined }) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const text = useText();
  if (!lines || lines.length === 0) return null;
  return (
    <ul className="staff-order-card__short" aria-label={t('short.listed')}>
      {lines.map((line) => (
        <li key={`${line.productId}-${line.at}`}>
          <span>
            <s>
              {t('order.line', {
                quantity: format.number(line.quantity),
                name: text(line, 'name'),
              })}
            </s>{' '}
            <span className="muted">
              {t('short.listed')}
              {line.note ? ` · ${line.note}` : ''}
            </span>
          </span>
          <s>{format.price(line.lineTotalPaise)}</s>
        </li>
      ))}
    </ul>
  );
}
