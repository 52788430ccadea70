import { demoCatalog, demoTown } from '../../demo';

const c = demoCatalog;
const first = <T>(list: readonly T[], predicate: (item: T) => boolean): T => {
  const found = list.find(predicate);
  if (!found) throw new Error('The demo data lacks an item this test needs');
  return found;
};
const ofType = (type: string) => first(c.emergencyContacts, (e) => e.type === type).name;
const specialist = first(c.doctors, (d) => d.kind === 'specialist');
const general = first(c.doctors, (d) => d.kind === 'general');
const shopOf = (type: string) => first(c.shops, (s) => s.type === type);
const product = first(c.products, (p) => p.available && p.shopType === 'grocery');
const bus = c.busRoutes[0]!;
const gallery = c.galleries[0]!;
const service = c.services[0]!;
const news = first(c.feeds, (f) => f.type === 'news');
const teacher = c.teachers[0]!;
const toto = first(c.transport, (t) => t.kind === 'toto');
const car = first(c.transport, (t) => t.kind === 'car');
const labTest = c.labTests[0]!;

/**
 * Every route of the app with a text the screen must show from the demo data (so it is fed
 * by the backend), or null where the screen is a form or prose whose heading is enough.
 */
export const publicRoutes: Array<[path: string, shows: string | null]> = [
  ['/', demoTown.tagline],
  ['/contact', demoTown.contact.email],
  ['/aboutUs', demoTown.name],
  ['/privacy', null],
  ['/comingSoon', null],
  ['/thankYou', null],
  ['/medical', null],
  ['/medical/pharmacy', first(c.products, (p) => p.shopType === 'pharmacy').name],
  ['/medical/mediAssist', null],
  // The doctors page opens on the general physicians (decision 1752).
  ['/medical/doctor', general.name],
  [`/medical/doctorDetails?id=${general.id}`, general.name],
  [`/medical/doctor/doctorDetails/${encodeURIComponent(specialist.specialty)}`, specialist.name],
  ['/medical/order', null],
  ['/medical/labTest', labTest.name],
  [`/medical/appointment?doctor=${specialist.id}`, null],
  ['/medical/thankYou', null],
  ['/medical/thankYou?kind=appointment&code=K7Q-4MX', 'K7Q-4MX'],
  ['/emergency', ofType('police')],
  ['/emergency/police', ofType('police')],
  ['/emergency/fire', ofType('fire')],
  ['/emergency/ambulance', ofType('ambulance')],
  ['/emergency/hospital', ofType('hospital')],
  ['/emergency/wbsedcl', ofType('wbsedcl')],
  ['/emergency/municipality', ofType('municipality')],
  ['/emergency/transport', null],
  ['/education', null],
  ['/education/teacher', teacher.name],
  ['/transport', null],
  ['/transport/toto', toto.driver],
  ['/transport/car', car.driver],
  ['/transport/bus', bus.destination],
  [`/transport/bus/${bus.slug}`, bus.destination],
  ['/grocery', shopOf('grocery').name],
  ['/grocery/fordo', null],
  ['/bazaar', shopOf('bazaar').name],
  ['/food', shopOf('food').name],
  ['/onlineShop', shopOf('onlineShop').name],
  ['/catalog', null],
  ['/gallery', gallery.title],
  [`/gallery/${gallery.id}`, gallery.title],
  [`/buy/${product.id}`, product.name],
  ['/cart', null],
  ['/findOrder', null],
  ['/search?q=rui', 'Rohu (Rui) Fish'],
  ['/findOrder/9000000999', null],
  ['/order/K7Q-4MX', null],
  ['/service', null],
  [`/service/${service.type}`, service.name],
  ['/feeds/news', news.title],
  ['/my', null],
  ['/booking/K7Q-4MX', null],
];

/**
 * Routes that read once more after hydration: search's first results come with the page (the
 * host searched the query, decision 1380), and the browser reads the catalog once to build its
 * own index for the next words typed (decision 1641).
 */
export const readAfterHydrationRoutes = new Set(['/search?q=rui']);

/** Routes whose content is personal: the host paints their heading, the browser the rest. */
export const personalRoutes = new Set([
  '/cart',
  '/findOrder',
  '/findOrder/9000000999',
  '/thankYou',
  '/medical/thankYou',
  '/medical/thankYou?kind=appointment&code=K7Q-4MX',
  '/order/K7Q-4MX',
  '/my',
  '/booking/K7Q-4MX',
]);
