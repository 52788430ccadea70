import type { OrderItem, OrderPart, StaffOrderView } from '@town/core';
import { type FormEvent, useState } from 'react';
import { useText } from '../../../i18n/content';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { SelectField, TextField } from '../../../ui/Field';
import { useAction } from '../../../ui/useAction';
import { paiseOf, wholeOf } from '../checks';
import { moveErrorText } from './moveErrors';

/**
 * The weight field of one line sold by weight while the shop packs (its part accepted): the
 * shop types the grams it weighed, or the price it quotes for the line (a fish sold whole); the
 * price follows, or the line waits for the customer when it strays beyond the town's tolerance.
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
  // A line last priced rather than weighed opens on the price.
  const priced = weighed?.finalPaise !== undefined && weighed.actualGrams === undefined;
  const [by, setBy] = useState<'grams' | 'price'>(priced ? 'price' : 'grams');
  const [grams, setGrams] = useState(String(weighed?.actualGrams ?? weighed?.askedGrams ?? ''));
  const [rupees, setRupees] = useState(priced ? String((weighed?.finalPaise ?? 0) / 100) : '');
  // What was typed is not a number (Bengali digits are: the shared parsers read them).
  const [typedWrong, setTypedWrong] = useState(false);
  if (!weighed || part.status !== 'accepted' || order.status === 'cancelled') return null;
  const name = text(line, 'name');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = by === 'grams' ? wholeOf(grams) : paiseOf(rupees);
    setTypedWrong(value === null);
    if (value === null) return;
    const result = await action.run({
      orderId: order.id,
      productId: line.productId,
      ...(by === 'grams' ? { actualGrams: value } : { actualPaise: value }),
      ...(admin ? { shopId: part.shopId } : {}),
    });
    if (result?.order) onMoved(result.order);
  }

  return (
    <form className="form staff-weigh-line" onSubmit={submit}>
      <SelectField
        label={t('weigh.by', { name })}
        value={by}
        onChange={(event) => setBy(event.target.value === 'price' ? 'price' : 'grams')}
      >
        <option value="grams">{t('weigh.byGrams')}</option>
        <option value="price">{t('weigh.byPrice')}</option>
      </SelectField>
      {by === 'grams' ? (
        <TextField
          label={t('weigh.grams', { name, asked: format.number(weighed.askedGrams) })}
          inputMode="numeric"
          value={grams}
          onChange={(event) => setGrams(event.target.value)}
          error={typedWrong ? t('form.countInvalid') : undefined}
        />
      ) : (
        <TextField
          label={t('weigh.price', {
            name,
            asked: format.number(weighed.askedGrams),
            estimate: format.price(weighed.estimatedPaise),
          })}
          inputMode="decimal"
          value={rupees}
          onChange={(event) => setRupees(event.target.value)}
          error={typedWrong ? t('form.amountInvalid') : undefined}
        />
      )}
      {weighed.finalPaise !== undefined && (
        <p className={weighed.awaitsCustomer ? 'staff-problem' : 'muted'} role="status">
          {weighed.awaitsCustomer
            ? t('weigh.waits', { price: format.price(weighed.finalPaise) })
            : t('weigh.done', { price: format.price(weighed.finalPaise) })}
        </p>
      )}
      <button type="submit" className="button button--small" disabled={action.pending}>
        {by === 'grams' ? t('weigh.save') : t('weigh.savePrice')}
      </button>
      {action.error && (
        <p className="staff-problem" role="alert">
          {moveErrorText(t, tCommon, action.error)}
        </p>
      )}
    </form>
  );
}
