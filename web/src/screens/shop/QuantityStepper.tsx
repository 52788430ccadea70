import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';

/** − quantity + : each button names the product for screen readers. */
export function QuantityStepper({
  name,
  quantity,
  min = 0,
  max,
  onChange,
  size = 'normal',
}: {
  name: string;
  quantity: number;
  /** The "−" button stops here; at 0 (the cart) one more tap takes the item out. */
  min?: number;
  max: number;
  /** Called with +1 or -1. */
  onChange: (count: 1 | -1) => void;
  size?: 'normal' | 'large';
}) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  return (
    <fieldset
      className={size === 'large' ? 'stepper stepper--large' : 'stepper'}
      aria-label={t('stepper.label', { name })}
    >
      <button
        type="button"
        className="stepper__button"
        onClick={() => onChange(-1)}
        disabled={quantity <= min}
        aria-label={t('stepper.less', { name })}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="stepper__value" aria-live="polite">
        {format.number(quantity)}
      </output>
      <button
        type="button"
        className="stepper__button"
        onClick={() => onChange(1)}
        disabled={quantity >= max}
        aria-label={t('stepper.more', { name })}
      >
        <span aria-hidden="true">+</span>
      </button>
    </fieldset>
  );
}
