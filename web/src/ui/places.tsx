import { useTranslation } from '../i18n/useTranslation';
import { Icon } from '../shell/icons';
import { useTown } from '../state/AppState';
import './places.css';

export interface MapPoint {
  lat: number;
  lng: number;
}

/** A stored point on the map (a shop's or chamber's pin, a customer's drop-off). */
export function mapUrl(pin: MapPoint): string {
  return `https://www.openstreetmap.org/?mlat=${pin.lat}&mlon=${pin.lng}#map=18/${pin.lat}/${pin.lng}`;
}

/** A map search for a written address, in the town, where no point was stored. */
export function addressMapUrl(address: string, town: string | undefined): string {
  const query = town && !address.includes(town) ? `${address}, ${town}` : address;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/** The stored point where there is one, else a search for the address in the town. */
export const placeMapUrl = (
  address: string,
  pin: MapPoint | undefined,
  town: string | undefined,
) => (pin ? mapUrl(pin) : addressMapUrl(address, town));

/**
 * A WhatsApp chat with an Indian number written any way the data holds it ("90000 00201",
 * "+91 90000 00201", "090000 00201"): wa.me wants the country code and digits only.
 */
export function whatsappHref(number: string): string {
  const digits = number.replace(/\D/g, '').replace(/^(0091|0)/, '');
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
}

/** "Map" beside an address: opens the phone's map app at the point or the address. */
export function MapLink({
  address,
  pin,
  place,
  className,
}: {
  address: string;
  pin?: MapPoint;
  /** Whose address it is, for screen readers: "Map: Ghosh Clinic". */
  place: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const town = useTown().town?.name;
  return (
    <a
      className={className ?? 'map-link'}
      href={placeMapUrl(address, pin, town)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('place.mapOf', { place })}
    >
      <Icon name="pin" size={16} />
      <span>{t('place.map')}</span>
    </a>
  );
}

/** "WhatsApp" beside a phone number that takes WhatsApp messages. */
export function WhatsAppLink({ number, name }: { number: string; name: string }) {
  const { t } = useTranslation();
  return (
    <a
      className="whatsapp-link"
      href={whatsappHref(number)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('place.whatsappOf', { name })}
    >
      {t('place.whatsapp')}
    </a>
  );
}
