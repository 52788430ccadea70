import type { OrderItem, OrderPart, StaffOrderView } from '@town/core';
import { type FormEvent, useState } from 'react';
import { useText } from '../../../i18n/content';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { TextField } from '../../../ui/Field';
import { useAction } from '../../../ui/useAction';
import { moveErrorText } from './moveErrors';

/**
 * The weight field of one line sold by weight while the shop packs (its part accepted): the
 * shop types the grams it weighed; the price follows, or the line waits for the customer when
 * it strays beyond the town's tolerance.
 */
export function WeighLineAction({
  order,
  part,
  line,
  admin = false,
  onMoved,
}: {
  order: StaffOrderView;
  part: OrderPart;
  line: OrderItem;
  /** An admin names the shop; a vendor weighs for their own. */
  admin?: boolean;
  onMoved: (order: StaffOrderView) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const text = useText();
  const action = useAction('weighLine');
  const weighed = line.weighed;
  const [grams, setGrams] = useState(String(weighed?.actualGrams ?? weighed?.askedGrams ?? ''));
  if (!weighed || part.status !== 'accepted' || order.status === 'cancelled') return null;
  const name = text(line, 'name');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await action.run({
      orderId: order.id,
      productId: line.productId,
      actualGrams: Number(grams),
      ...(admin ? { shopId: part.shopId } : {}),
    });
    if (result?.order) onMoved(result.order);
  }

  return (
    <form className="form staff-weigh-line" onSubmit={submit}>
      <TextField
        label={t('weigh.grams', { name, asked: format.number(weighed.askedGrams) })}
        inputMode="numeric"
        pattern="[0-9]*"
        value={grams}
        onChange={(event) => setGrams(event.target.value)}
      />
      {weighed.finalPaise !== undefined && (
        <p className={weighed.awaitsCustomer ? 'staff-problem' : 'muted'} role="status">
          {weighed.awaitsCustomer
            ? t('weigh.waits', { price: format.price(weighed.finalPaise) })
            : t('weigh.done', { price: format.price(weighed.finalPaise) })}
        </p>
      )}
      <button type="submit" className="button button--small" disabled={action.pending}>
        {t('weigh.save')}
      </button>
      {action.error && (
        <p className="staff-problem" role="alert">
          {moveErrorText(t, tCommon, action.error)}
        </p>
      )}
    </form>
  );
}
