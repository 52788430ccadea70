import type { IconName } from '../../shell/icons';

export interface Area {
  to: string;
  label: string;
  hint: string;
  icon: IconName;
  /** Accent pair (icon colour on tint) from styles.css, e.g. 'red' → --accent-red. */
  accent: 'teal' | 'red' | 'blue' | 'amber' | 'green' | 'purple' | 'rose' | 'slate';
}

/** The tiles of the home page, in the order people look for them. */
export const areas: Area[] = [
  { to: '/medical', label: 'Medical', hint: 'Doctors, pharmacy, lab tests', icon: 'medical', accent: 'teal' },
  { to: '/emergency', label: 'Emergency', hint: 'Police, fire, ambulance', icon: 'emergency', accent: 'red' },
  { to: '/education', label: 'Education', hint: 'Teachers and tutors', icon: 'education', accent: 'blue' },
  { to: '/transport', label: 'Transport', hint: 'Toto, car and bus', icon: 'transport', accent: 'amber' },
  { to: '/grocery', label: 'Grocery', hint: 'Daily needs delivered', icon: 'grocery', accent: 'green' },
  { to: '/bazaar', label: 'Bazaar', hint: 'Local market shops', icon: 'bazaar', accent: 'purple' },
  { to: '/food', label: 'Food', hint: 'Meals and snacks', icon: 'food', accent: 'rose' },
  { to: '/onlineShop', label: 'Online shop', hint: 'Order from home', icon: 'onlineShop', accent: 'blue' },
  { to: '/service', label: 'Services', hint: 'Electricians, plumbers…', icon: 'services', accent: 'slate' },
  { to: '/feeds/news', label: 'News', hint: 'Town news and events', icon: 'news', accent: 'amber' },
  { to: '/findOrder', label: 'Find order', hint: 'Track by phone number', icon: 'findOrder', accent: 'teal' },
];
