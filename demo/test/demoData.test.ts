import {
  adminSchema,
  busRouteSchema,
  type Collections,
  catalogCollections,
  deliveryPersonSchema,
  doctorSchema,
  emergencyContactSchema,
  emergencyTypes,
  feedPostSchema,
  gallerySchema,
  labTestSchema,
  newPasswordSchema,
  productSchema,
  searchWordsSchema,
  serviceProviderSchema,
  shopSchema,
  teacherSchema,
  townConfigSchema,
  transportListingSchema,
  vendorSchema,
} from '@town/core';
import type { z } from 'zod';
import { type CatalogCollection, demoCatalog, demoStaff, demoTown } from '..';

const schemas: { [C in CatalogCollection]: z.ZodType<Collections[C]> } = {
  shops: shopSchema,
  products: productSchema,
  doctors: doctorSchema,
  labTests: labTestSchema,
  emergencyContacts: emergencyContactSchema,
  teachers: teacherSchema,
  transport: transportListingSchema,
  busRoutes: busRouteSchema,
  galleries: gallerySchema,
  feeds: feedPostSchema,
  services: serviceProviderSchema,
  searchWords: searchWordsSchema,
};

/** Parses each record; returns readable failures (empty when all pass). */
function failuresOf(label: string, schema: z.ZodType, records: readonly { id: string }[]) {
  const failures: string[] = [];
  for (const record of records) {
    const result = schema.safeParse(record);
    if (!result.success) {
      failures.push(`${label}/${record.id}: ${JSON.stringify(result.error.issues, null, 2)}`);
    }
  }
  return failures;
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dups = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) dups.add(v);
    seen.add(v);
  }
  return [...dups];
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

const {
  shops,
  products,
  doctors,
  labTests,
  emergencyContacts,
  teachers,
  transport,
  busRoutes,
  galleries,
  feeds,
  services,
} = demoCatalog;

describe('demo town', () => {
  test('parses with townConfigSchema', () => {
    const result = townConfigSchema.safeParse(demoTown);
    expect(result.success ? [] : result.error.issues).toEqual([]);
    expect(demoTown.slug).toBe('sonapur');
    expect(demoTown.delivery).toEqual({
      feePaise: 2000,
      freeAbovePaise: 50000,
      maxQuantityPerItem: 20,
      expectedMinutes: { accept: 10, pack: 15, ride: 20 },
    });
    expect(demoTown.orderLimits).toEqual({
      openPerPhone: 3,
      perClientPerHour: 30,
      openUnitsPerProduct: 20,
      newPhoneOpenPaise: 300_000,
      openPaisePerPhone: 1_500_000,
      paisePerClientPerHour: 3_000_000,
      acceptWithinMinutes: 120,
    });
    expect(demoTown.requestLimits).toEqual({
      bookingDaysAhead: 30,
      openBookingsPerPhone: 3,
      bookingsPerClientPerHour: 6,
      openHelpRequestsPerPhone: 2,
      helpRequestsPerClientPerHour: 6,
      contactMessagesPerClientPerHour: 10,
    });
  });
});

describe('demo catalog', () => {
  test('has every catalog collection', () => {
    expect(Object.keys(demoCatalog).sort()).toEqual([...catalogCollections].sort());
  });

  test.each(catalogCollections)('every %s record parses with its schema', (collection) => {
    const records = demoCatalog[collection];
    expect(records.length).toBeGreaterThan(0);
    expect(failuresOf(collection, schemas[collection], records)).toEqual([]);
    // Already normalised: parsing (trimming, phone and email clean-up) changes nothing.
    expect(records.map((r) => schemas[collection].parse(r))).toEqual(records);
  });

  test.each(catalogCollections)('%s ids are unique slugs', (collection) => {
    const ids = demoCatalog[collection].map((r) => r.id);
    expect(duplicates(ids)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  test('shops: 3 grocery, 3 bazaar, 3 food, 1 online shop, 1 pharmacy, all active', () => {
    const byType = countBy(shops, (s) => s.type);
    expect(byType.grocery).toBeGreaterThanOrEqual(3);
    expect(byType.bazaar).toBeGreaterThanOrEqual(3);
    expect(byType.food).toBeGreaterThanOrEqual(3);
    expect(byType.onlineShop).toBeGreaterThanOrEqual(1);
    expect(byType.pharmacy).toBeGreaterThanOrEqual(1);
    for (const shop of shops) {
      expect(shop.active).toBe(true);
      expect(shop.hours.length).toBeGreaterThan(0);
    }
  });

  test('every product belongs to an existing shop of the same type', () => {
    const shopsById = new Map(shops.map((s) => [s.id, s]));
    const wrong = products
      .filter((p) => shopsById.get(p.shopId)?.type !== p.shopType)
      .map((p) => p.id);
    expect(wrong).toEqual([]);
  });

  test('each shop has enough products', () => {
    const perShop = countBy(products, (p) => p.shopId);
    for (const shop of shops) {
      const count = perShop[shop.id] ?? 0;
      const minimum = shop.type === 'pharmacy' ? 15 : shop.type === 'onlineShop' ? 8 : 10;
      expect({ shop: shop.id, count: count >= minimum }).toEqual({ shop: shop.id, count: true });
    }
  });

  test('products have plausible stock, and almost all are available', () => {
    for (const p of products) {
      expect(p.stock).toBeGreaterThanOrEqual(5);
      expect(p.stock).toBeLessThanOrEqual(200);
    }
    const unavailable = products.filter((p) => !p.available);
    expect(unavailable.length).toBeLessThanOrEqual(2);
  });

  test('only pharmacy products need a prescription, and some do', () => {
    const rx = products.filter((p) => p.prescriptionRequired);
    expect(rx.length).toBeGreaterThanOrEqual(2);
    for (const p of rx) expect(p.shopType).toBe('pharmacy');
    const otc = products.filter((p) => p.shopType === 'pharmacy' && !p.prescriptionRequired);
    expect(otc.length).toBeGreaterThanOrEqual(5);
  });

  test('doctors: at least 10 over 6 specialties, 3 general practitioners', () => {
    expect(doctors.length).toBeGreaterThanOrEqual(10);
    expect(new Set(doctors.map((d) => d.specialty)).size).toBeGreaterThanOrEqual(6);
    const general = doctors.filter((d) => d.kind === 'general');
    expect(general.length).toBeGreaterThanOrEqual(3);
    for (const d of doctors) {
      expect(d.kind === 'general').toBe(d.specialty === 'General Medicine');
      expect([15, 20]).toContain(d.slotMinutes);
    }
  });

  test('lab tests: at least 8', () => {
    expect(labTests.length).toBeGreaterThanOrEqual(8);
  });

  test("emergency contacts: the town's own, at least 10, covering every type", () => {
    // India's national numbers (112, 100, 108…) ship inside the app, not in the town's data.
    expect(emergencyContacts.length).toBeGreaterThanOrEqual(10);
    const types = new Set(emergencyContacts.map((c) => c.type));
    for (const type of emergencyTypes) expect(types).toContain(type);
    expect(duplicates(emergencyContacts.map((c) => String(c.rank)))).toEqual([]);
  });

  test('teachers: at least 6', () => {
    expect(teachers.length).toBeGreaterThanOrEqual(6);
  });

  test('transport: 3 toto, 2 car, 2 bus', () => {
    const byKind = countBy(transport, (t) => t.kind);
    expect(byKind.toto).toBeGreaterThanOrEqual(3);
    expect(byKind.car).toBeGreaterThanOrEqual(2);
    expect(byKind.bus).toBeGreaterThanOrEqual(2);
  });

  test('bus routes: 4 destinations with sorted departures from the bus stand', () => {
    expect(busRoutes.length).toBeGreaterThanOrEqual(4);
    expect(duplicates(busRoutes.map((r) => r.slug))).toEqual([]);
    for (const route of busRoutes) {
      expect(route.from).toBe('Sonapur Bus Stand');
      expect(route.departures.length).toBeGreaterThanOrEqual(6);
      expect(route.departures.length).toBeLessThanOrEqual(15);
      expect([...route.departures].sort()).toEqual(route.departures);
      expect(duplicates(route.departures)).toEqual([]);
    }
  });

  test('galleries: 2 with 4-6 images each', () => {
    expect(galleries.length).toBeGreaterThanOrEqual(2);
    for (const g of galleries) {
      expect(g.images.length).toBeGreaterThanOrEqual(4);
      expect(g.images.length).toBeLessThanOrEqual(6);
    }
  });

  test('feeds: at least 3 types with 2-4 posts each', () => {
    const byType = countBy(feeds, (f) => f.type);
    expect(Object.keys(byType).length).toBeGreaterThanOrEqual(3);
    for (const type of ['news', 'events', 'offers']) {
      expect(byType[type]).toBeGreaterThanOrEqual(2);
    }
    for (const count of Object.values(byType)) {
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(4);
    }
  });

  test('services: at least 4 types, 2 providers each', () => {
    const byType = countBy(services, (s) => s.type);
    expect(Object.keys(byType).length).toBeGreaterThanOrEqual(4);
    for (const count of Object.values(byType)) expect(count).toBeGreaterThanOrEqual(2);
  });
});

describe('demo staff', () => {
  const { admins, vendors, delivery } = demoStaff;

  test('profiles parse with their schemas', () => {
    expect([
      ...failuresOf(
        'admins',
        adminSchema,
        admins.map((a) => a.profile),
      ),
      ...failuresOf(
        'vendors',
        vendorSchema,
        vendors.map((v) => v.profile),
      ),
      ...failuresOf(
        'delivery',
        deliveryPersonSchema,
        delivery.map((d) => d.profile),
      ),
    ]).toEqual([]);
  });

  test('has an admin, a vendor for every shop and 2 delivery people with unique ids', () => {
    expect(admins.map((a) => a.profile.email)).toContain('admin@sonapur.example');
    expect(vendors.map((v) => v.profile.shopId).sort()).toEqual(shops.map((s) => s.id).sort());
    expect(delivery.length).toBe(2);
    const ids = [...admins, ...vendors, ...delivery].map((s) => s.profile.id);
    expect(duplicates(ids)).toEqual([]);
  });

  test('passwords are acceptable new passwords', () => {
    for (const { password } of [...admins, ...vendors, ...delivery]) {
      expect(newPasswordSchema.safeParse(password).success).toBe(true);
    }
  });

  test("vendors own existing shops of their category, the first grocery's and food's", () => {
    const shopsById = new Map(shops.map((s) => [s.id, s]));
    for (const { profile } of vendors) {
      expect(shopsById.get(profile.shopId)?.type).toBe(profile.category);
    }
    const owned = vendors.map((v) => v.profile.shopId);
    expect(owned).toContain(shops.find((s) => s.type === 'grocery')?.id);
    expect(owned).toContain(shops.find((s) => s.type === 'food')?.id);
  });

  test('phones are unique among vendors and delivery people', () => {
    const phones = [...vendors, ...delivery].map((s) => s.profile.phone);
    expect(duplicates(phones)).toEqual([]);
  });
});

describe('demo phone numbers', () => {
  test('every private number is fictional (9000000xxx) and unique', () => {
    const phones = [
      ...shops.map((s) => s.phone),
      ...doctors.map((d) => d.chamber.phone),
      ...emergencyContacts.map((c) => c.phone),
      ...teachers.map((t) => t.phone),
      ...transport.map((t) => t.phone),
      ...services.map((s) => s.phone),
      ...demoStaff.vendors.map((v) => v.profile.phone),
      ...demoStaff.delivery.map((d) => d.profile.phone),
    ];
    expect(duplicates(phones)).toEqual([]);
    // Anything longer than a short public code (100, 112, 1912...) must be fictional.
    const real = phones.filter((p) => p.length > 4 && !/^9000000\d{3}$/.test(p));
    expect(real).toEqual([]);
  });
});
