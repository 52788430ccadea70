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
import { nationalHelplines } from '../vocabulary';

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
  /** A product's price, photo and what the cart keeps of it: the result adds it to the cart. */
  product?: SearchProduct;
  /** A number to call from the result itself: an emergency number, a toto or car driver. */
  phone?: string;
  /** A bus route's daily departures (town time, "07:15"): the result shows the next one. */
  departures?: string[];
}

/** What a product's result needs to show its price and photo and to add it to the cart. */
export type SearchProduct = Pick<
  Product,
  'pricePaise' | 'unit' | 'stock' | 'available' | 'shopId' | 'shopType' | 'category'
> &
  Partial<Pick<Product, 'unitBn' | 'image' | 'prescriptionRequired'>> & {
    /** The shop's name (and its Bengali), as the cart line keeps it. */
    shopName?: string;
    shopNameBn?: string;
  };

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
  const found = entry(
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
  const { pricePaise, unit, stock, available, shopId, shopType, category } = product;
  return {
    ...found,
    product: {
      pricePaise,
      unit,
      stock,
      available,
      shopId,
      shopType,
      category,
      ...(shop ? { shopName: shop.name } : {}),
      ...(shop?.nameBn ? { shopNameBn: shop.nameBn } : {}),
      ...(product.unitBn ? { unitBn: product.unitBn } : {}),
      ...(product.image ? { image: product.image } : {}),
      ...(product.prescriptionRequired ? { prescriptionRequired: true } : {}),
    },
  };
}

/**
 * The national helplines as search names them (the emergency pages' own labels, in English and
 * Bengali). The specific numbers come before 112, which answers every emergency: "ambulance"
 * finds 108 first.
 */
const helplineNames: Record<(typeof nationalHelplines)[number]['key'], [string, string]> = {
  all: ['All emergencies: police, fire, ambulance', 'সব জরুরি অবস্থা: পুলিশ, দমকল, অ্যাম্বুলেন্স'],
  police: ['Police', 'পুলিশ'],
  fire: ['Fire brigade', 'দমকল'],
  ambulance: ['Ambulance (free)', 'অ্যাম্বুলেন্স (বিনামূল্যে)'],
  motherChild: ['Ambulance for mothers and babies', 'মা ও শিশুর অ্যাম্বুলেন্স'],
  women: ["Women's helpline", 'মহিলা হেল্পলাইন'],
  womenAbuse: ['Women in distress', 'বিপদে পড়া মহিলাদের হেল্পলাইন'],
  child: ['Child helpline', 'শিশু হেল্পলাইন'],
  cyber: ['Cyber fraud (money lost online)', 'সাইবার প্রতারণা (অনলাইনে টাকা খোয়া গেলে)'],
  rail: ['Railway help', 'রেল সহায়তা'],
  highway: ['National highway help', 'জাতীয় সড়ক সহায়তা'],
};

function helplineEntries(): SearchEntry[] {
  const ordered = [
    ...nationalHelplines.filter((line) => line.key !== 'all'),
    ...nationalHelplines.filter((line) => line.key === 'all'),
  ];
  return ordered.map((line) => {
    const [title, titleBn] = helplineNames[line.key];
    return {
      ...entry(
        'emergency',
        `national-${line.key}`,
        title,
        line.phone,
        join(...line.types, 'emergency helpline', line.phone),
        line.types[0],
        { title: titleBn, detail: line.phone },
      ),
      phone: line.phone,
    };
  });
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
    // General physicians first, then by name: a search for "doctor" lists them before the
    // specialists, as the doctors' screen does (whatever order the host's store gives).
    ...catalog.doctors
      .filter((doctor) => doctor.active)
      .sort(
        (a, b) =>
          Number(b.kind === 'general') - Number(a.kind === 'general') ||
          a.name.localeCompare(b.name),
      )
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
    ...helplineEntries(),
    // Lower rank first, as the emergency pages list them.
    ...[...catalog.emergencyContacts]
      .sort((a, b) => a.rank - b.rank)
      .map((contact) => ({
        ...entry(
          'emergency',
          contact.id,
          contact.name,
          contact.phone,
          join(contact.type, contact.address),
          contact.type,
          { title: contact.nameBn },
        ),
        phone: contact.phone,
      })),
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
    // By driver, as the toto and car screens list them.
    ...[...catalog.transport]
      .sort((a, b) => a.driver.localeCompare(b.driver))
      .flatMap((listing) =>
        listing.kind === 'bus'
          ? []
          : [
              {
                ...entry(
                  listing.kind,
                  listing.id,
                  listing.driver,
                  join(listing.vehicle, listing.stand),
                  join(listing.kind, listing.fareNote),
                  undefined,
                  { keywords: join(listing.vehicleBn, listing.standBn, listing.fareNoteBn) },
                ),
                phone: listing.phone,
              },
            ],
      ),
    // By destination, as the bus screen lists them.
    ...[...catalog.busRoutes]
      .sort((a, b) => a.destination.localeCompare(b.destination))
      .map((route) => ({
        ...entry(
          'bus',
          route.id,
          route.destination,
          join(route.from, route.operator),
          join('bus', route.stops.join(' '), route.stopsBn?.join(' ')),
          route.slug,
          { title: route.destinationBn },
        ),
        departures: route.departures,
      })),
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
