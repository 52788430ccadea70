import type { PrivateOrderView } from '@town/core';
import { useText } from '../../i18n/content';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { Problem } from '../../ui/Problem';
import { useAction } from '../../ui/useAction';

/**
 * Lines a shop weighed beyond the town's tolerance: the customer accepts the weighed price or
 * removes the line, and the shop packs only once they have answered.
 */
export function WeighedAnswers({
  order,
  secret,
  onAnswered,
}: {
  order: PrivateOrderView;
  secret: string;
  onAnswered: (order: PrivateOrderView) => void;
}) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const text = useText();
  const answer = useAction('answerWeighedLine');
  const waiting = order.items.flatMap((line) =>
    line.weighed?.awaitsCustomer ? [{ line, weighed: line.weighed }] : [],
  );
  if (waiting.length === 0) return null;

  async function answerLine(shopId: string, productId: string, accept: boolean) {
    const result = await answer.run({ code: order.code, secret, shopId, productId, accept });
    if (result) onAnswered(result.order);
  }

  return (
    <section className="order-weighed card" aria-labelledby="order-weighed-title">
      <h2 id="order-weighed-title" className="section-title">
        {t('weighed.title')}
      </h2>
      <ul className="order-weighed__lines">
        {waiting.map(({ line, weighed }) => {
          const price = format.price(weighed.finalPaise ?? line.lineTotalPaise);
          return (
            <li key={`${line.shopId}-${line.productId}`}>
              <p>
                {t('weighed.line', {
                  name: text(line, 'name'),
                  asked: format.number(weighed.askedGrams),
                  estimate: format.price(weighed.estimatedPaise),
                  actual: format.number(weighed.actualGrams ?? 0),
                  price,
                })}
              </p>
              <p className="order-weighed__buttons">
                <button
                  type="button"
                  className="button"
                  disabled={answer.pending}
                  onClick={() => answerLine(line.shopId, line.productId, true)}
                >
                  {t('weighed.accept', { price })}
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={answer.pending}
                  onClick={() => answerLine(line.shopId, line.productId, false)}
                >
                  {t('weighed.remove')}
                </button>
              </p>
            </li>
          );
        })}
      </ul>
      {answer.error && <Problem error={answer.error} />}
    </section>
  );
}
