import type { Product, Shop } from '../model/catalog';
import type {
  BusRoute,
  EmergencyContact,
  FeedPost,
  ServiceProvider,
  Teacher,
  TransportListing,
} from '../model/directory';
import type { Doctor, LabTest } from '../model/medical';

export const searchKinds = [
  'product',
  'shop',
  'doctor',
  'labTest',
  'emergency',
  'teacher',
  'toto',
  'car',
  'bus',
  'service',
  'news',
] as const;
export type SearchKind = (typeof searchKinds)[number];

/** One thing a resident can find, flattened for the index and for the result list. */
export interface SearchEntry {
  /** Unique across kinds: kind and document id. */
  key: string;
  kind: SearchKind;
  docId: string;
  /** The name: shown first and weighed most. */
  title: string;
  /** One line that tells it apart: a product's shop and unit, a doctor's specialty. */
  detail: string;
  /** Other words that should find it (category, subjects, stops, the Bengali); not shown. */
  keywords: string;
  /** The title and detail in Bengali, shown on a Bengali page where the entry has them. */
  titleBn?: string;
  detailBn?: string;
  /** Where it lives in the app: a shop's type, an emergency, service or news type, a bus slug. */
  group?: string;
}

/** The public catalog search is built from: what the public screens already show. */
export interface SearchCatalog {
  shops: Shop[];
  products: Product[];
  doctors: Doctor[];
  labTests: LabTest[];
  emergencyContacts: EmergencyContact[];
  teachers: Teacher[];
  transport: TransportListing[];
  busRoutes: BusRoute[];
  feeds: FeedPost[];
  services: ServiceProvider[];
}

const join = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' · ');
const clip = (text: string, length: number) =>
  text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;

const entry = (
  kind: SearchKind,
  docId: string,
  title: string,
  detail: string,
  keywords: string,
  group?: string,
  bengali: {
    title?: string | undefined;
    detail?: string | undefined;
    /** The Bengali of the other words (a description, a category): found, never shown. */
    keywords?: string | undefined;
  } = {},
): SearchEntry => ({
  key: `${kind}:${docId}`,
  kind,
  docId,
  title,
  detail,
  // The Bengali finds it too: চাল finds the rice whose Bengali name is চাল (the Bengali name is
  // indexed as a name, `titleBn`), and পায়েস the rice whose Bengali description names it.
  keywords: join(keywords, bengali.detail, bengali.keywords),
  ...(group ? { group } : {}),
  ...(bengali.title ? { titleBn: bengali.title } : {}),
  ...(bengali.detail ? { detailBn: bengali.detail } : {}),
});

/** A product as search finds it: by name first, then its shop, unit, category and description. */
export function productSearchEntry(
  product: Product,
  shop: { name: string; nameBn?: string; type?: Shop['type'] } | undefined,
): SearchEntry {
  return entry(
    'product',
    product.id,
    product.name,
    join(shop?.name, product.unit),
    join(product.category, product.description),
    shop?.type,
    {
      title: product.nameBn,
      detail: join(shop?.nameBn ?? shop?.name, product.unitBn ?? product.unit),
      keywords: join(product.categoryBn, product.descriptionBn),
    },
  );
}

/**
 * Every entry of the town's search. What the public screens hide stays out: inactive shops and
 * doctors, products of inactive shops, withdrawn lab tests. Kind words ("doctor", "toto",
 * "police") are among the keywords, so a kind alone finds its entries.
 */
export function searchEntriesOf(catalog: SearchCatalog): SearchEntry[] {
  const openShops = new Map(
    catalog.shops.filter((shop) => shop.active).map((shop) => [shop.id, shop]),
  );
  return [
    ...catalog.products.flatMap((product) => {
      const shop = openShops.get(product.shopId);
      if (!shop) return [];
      return [productSearchEntry(product, shop)];
    }),
    ...[...openShops.values()].map((shop) =>
      entry(
        'shop',
        shop.id,
        shop.name,
        shop.description,
        join(shop.type, 'shop', shop.address),
        shop.type,
        { title: shop.nameBn, detail: shop.descriptionBn },
      ),
    ),
    ...catalog.doctors
      .filter((doctor) => doctor.active)
      .map((doctor) =>
        entry(
          'doctor',
          doctor.id,
          doctor.name,
          join(doctor.specialty, doctor.chamber.name),
          join('doctor', doctor.specialty, doctor.qualifications, doctor.chamber.address),
          undefined,
          {
            detail:
              doctor.specialtyBn &&
              join(doctor.specialtyBn, doctor.chamber.nameBn ?? doctor.chamber.name),
            keywords: join(doctor.qualificationsBn, doctor.chamber.addressBn),
          },
        ),
      ),
    ...catalog.labTests
      .filter((test) => test.active)
      .map((test) =>
        entry(
          'labTest',
          test.id,
          test.name,
          test.description,
          join('lab test', test.sampleType),
          undefined,
          { title: test.nameBn, detail: test.descriptionBn, keywords: test.sampleTypeBn },
        ),
      ),
    ...catalog.emergencyContacts.map((contact) =>
      entry(
        'emergency',
        contact.id,
        contact.name,
        contact.phone,
        join(contact.type, contact.address),
        contact.type,
        { title: contact.nameBn },
      ),
    ),
    ...catalog.teachers.map((teacher) =>
      entry(
        'teacher',
        teacher.id,
        teacher.name,
        join(teacher.subjects.join(', '), teacher.area),
        join('teacher tuition', teacher.classes.join(' '), teacher.qualification),
        undefined,
        {
          detail:
            teacher.subjectsBn &&
            join(teacher.subjectsBn.join(', '), teacher.areaBn ?? teacher.area),
          keywords: teacher.qualificationBn,
        },
      ),
    ),
    ...catalog.transport.flatMap((listing) =>
      listing.kind === 'bus'
        ? []
        : [
            entry(
              listing.kind,
              listing.id,
              listing.driver,
              join(listing.vehicle, listing.stand),
              join(listing.kind, listing.fareNote),
              undefined,
              { keywords: join(listing.vehicleBn, listing.standBn, listing.fareNoteBn) },
            ),
          ],
    ),
    ...catalog.busRoutes.map((route) =>
      entry(
        'bus',
        route.id,
        route.destination,
        join(route.from, route.operator),
        join('bus', route.stops.join(' '), route.stopsBn?.join(' ')),
        route.slug,
        { title: route.destinationBn },
      ),
    ),
    ...catalog.services.map((provider) =>
      entry(
        'service',
        provider.id,
        provider.name,
        join(provider.type, provider.area),
        provider.description,
        provider.type,
        { title: provider.nameBn, detail: provider.areaBn, keywords: provider.descriptionBn },
      ),
    ),
    ...catalog.feeds.map((post) =>
      entry(
        'news',
        post.id,
        post.title,
        clip(post.body, 90),
        join(post.type, post.body),
        post.type,
        {
          title: post.titleBn,
          detail: post.bodyBn && clip(post.bodyBn, 90),
          keywords: post.bodyBn,
        },
      ),
    ),
  ];
}
