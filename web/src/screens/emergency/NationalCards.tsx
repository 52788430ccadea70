import type { EmergencyType } from '@town/core';
import { useTranslation } from '../../i18n/useTranslation';
import { type NationalNumber, nationalNumbers } from '../../ui/nationalNumbers';
import { CallCard } from './CallCard';
import { nationalContact, nationalOfType } from './nationalNumbers';

/** A warning sign: 112 is for every kind of emergency, not one type's. */
const allEmergenciesIcon = 'M12 3 2 20h20zM12 10v4M12 17h.01';

/**
 * The national helplines as call cards, drawn from the app's own code: no read, so they paint
 * with the page and stay on an offline phone. All of them, or one emergency page's.
 */
export function NationalCards({
  type,
  prominentFirst = true,
}: {
  type?: EmergencyType;
  prominentFirst?: boolean;
}) {
  const { t } = useTranslation('emergency');
  const list: readonly NationalNumber[] = type ? nationalOfType(type) : nationalNumbers;
  return (
    <ul className="call-grid">
      {list.map((entry, index) => (
        <li key={entry.key}>
          <CallCard
            contact={nationalContact(entry, (key) => t(`national.${key}`))}
            prominent={prominentFirst && index === 0}
            icon={entry.key === 'all' ? allEmergenciesIcon : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
