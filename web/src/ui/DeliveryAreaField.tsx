import type { TownConfig } from '@town/core';
import { textIn } from '../i18n/content';
import { useTranslation } from '../i18n/useTranslation';
import { chooseDeliveryArea, notListed } from '../state/deliveryArea';
import { CallLink } from './CallLink';
import { SelectField } from './Field';

/**
 * The locality an order goes to, asked only where the town lists its localities: the list, and
 * "not in the list", which says at once (before anything is typed or sent) that the town does
 * not deliver there and gives its phone. The choice is shared with the cart's totals.
 */
export function DeliveryAreaField({
  town,
  areaId,
  error,
}: {
  town: TownConfig;
  /** The chosen locality as `useDeliveryArea` reads it. */
  areaId: string;
  error: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const areas = town.delivery.areas ?? [];
  if (areas.length === 0) return null;
  return (
    <>
      <SelectField
        label={t('area.label')}
        hint={t('area.hint')}
        name="area"
        value={areaId}
        onChange={(event) => chooseDeliveryArea(event.target.value)}
        error={areaId === notListed ? undefined : error}
      >
        <option value="">{t('area.choose')}</option>
        {areas.map((area) => (
          <option key={area.id} value={area.id}>
            {t('area.option', { name: textIn(area, 'name', i18n.language), pin: area.pinCode })}
          </option>
        ))}
        <option value={notListed}>{t('area.notListed')}</option>
      </SelectField>
      {areaId === notListed && <OutsideAreas town={town} />}
    </>
  );
}

/** Said where the customer's locality is not listed: no order, and whom to call instead. */
export function OutsideAreas({ town }: { town: TownConfig }) {
  const { t } = useTranslation();
  const phone = town.contact.phone;
  return (
    <div className="problem problem--stack" role="alert">
      <p>{phone ? t('area.outside') : t('area.outsideNoPhone')}</p>
      {phone && <CallLink number={phone} name={town.name} />}
    </div>
  );
}
