import type { SearchEntry } from '@town/core/search';

/** Each shop type's own screen; ?shop= opens it on that shop. */
const shopScreens: Record<string, string> = {
  grocery: '/grocery',
  bazaar: '/bazaar',
  food: '/food',
  onlineShop: '/onlineShop',
  pharmacy: '/medical/pharmacy',
};

const q = encodeURIComponent;

/** Where a result leads: the screen that shows the entry, opened on it where the screen can. */
export function pathOf(entry: Pick<SearchEntry, 'kind' | 'docId' | 'group'>): string {
  const group = entry.group ?? '';
  switch (entry.kind) {
    case 'product':
      return `/buy/${q(entry.docId)}`;
    case 'shop':
      return group === 'pharmacy' || !shopScreens[group]
        ? '/medical/pharmacy'
        : `${shopScreens[group]}?shop=${q(entry.docId)}`;
    case 'doctor':
      return `/medical/doctorDetails?id=${q(entry.docId)}`;
    case 'labTest':
      return `/medical/labTest?test=${q(entry.docId)}`;
    case 'emergency':
      return group ? `/emergency/${q(group)}` : '/emergency';
    case 'teacher':
      return '/education/teacher';
    case 'toto':
      return '/transport/toto';
    case 'car':
      return '/transport/car';
    case 'bus':
      return `/transport/bus/${q(group)}`;
    case 'service':
      return `/service/${q(group)}`;
    case 'news':
      return `/feeds/${q(group || 'news')}`;
  }
}
