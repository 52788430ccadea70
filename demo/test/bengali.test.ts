import { demoCatalog, demoTown, unitInBengali } from '..';

const bengaliScript = /[\u0980-\u09FF]/;

/** The Bengali fields each collection's demo documents must all carry, beside their English. */
const everyDocument = {
  shops: ['nameBn', 'descriptionBn'],
  products: ['nameBn', 'descriptionBn', 'categoryBn', 'unitBn'],
  doctors: ['specialtyBn', 'qualificationsBn'],
  labTests: ['nameBn', 'descriptionBn', 'sampleTypeBn'],
  emergencyContacts: ['nameBn'],
  teachers: ['subjectsBn', 'areaBn', 'qualificationBn'],
  transport: ['vehicleBn', 'standBn', 'fareNoteBn'],
  busRoutes: ['destinationBn', 'fromBn', 'stopsBn'],
  galleries: ['titleBn', 'descriptionBn'],
  feeds: ['titleBn', 'bodyBn'],
  services: ['nameBn', 'areaBn', 'descriptionBn'],
} as const;

describe('the demo town in Bengali', () => {
  for (const [collection, fields] of Object.entries(everyDocument)) {
    test(`every ${collection} document carries its Bengali, in Bengali script`, () => {
      const docs = demoCatalog[collection as keyof typeof everyDocument] as unknown as Array<
        Record<string, unknown>
      >;
      expect(docs.length).toBeGreaterThan(0);
      for (const doc of docs) {
        for (const field of fields) {
          const value = doc[field];
          const texts = Array.isArray(value) ? value : [value];
          expect({
            id: doc.id,
            field,
            ok: texts.every((t) => bengaliScript.test(String(t))),
          }).toEqual({
            id: doc.id,
            field,
            ok: true,
          });
        }
      }
    });
  }

  test('optional English texts have their Bengali where the English is given', () => {
    for (const test of demoCatalog.labTests)
      expect(Boolean(test.preparation)).toBe(Boolean(test.preparationBn));
    for (const contact of demoCatalog.emergencyContacts)
      expect(Boolean(contact.address)).toBe(Boolean(contact.addressBn));
    for (const teacher of demoCatalog.teachers) {
      expect(teacher.subjectsBn).toHaveLength(teacher.subjects.length);
      expect(Boolean(teacher.feeNote)).toBe(Boolean(teacher.feeNoteBn));
      expect(Boolean(teacher.batches)).toBe(Boolean(teacher.batchesBn));
    }
    for (const route of demoCatalog.busRoutes)
      expect(route.stopsBn).toHaveLength(route.stops.length);
  });

  test("the town's lab and bus stand are named and placed in Bengali too", () => {
    for (const place of [demoTown.lab, demoTown.busStand]) {
      expect(place?.nameBn).toMatch(bengaliScript);
      expect(place?.addressBn).toMatch(bengaliScript);
    }
  });

  test("every doctor's chamber and every gallery picture has its Bengali", () => {
    for (const doctor of demoCatalog.doctors) {
      expect(doctor.chamber.nameBn).toMatch(bengaliScript);
      expect(doctor.chamber.addressBn).toMatch(bengaliScript);
      // Laid inside the chamber, not over it: the English and the phone stay.
      expect(doctor.chamber.name).not.toMatch(bengaliScript);
      expect(doctor.chamber.phone).toMatch(/^\d+$/);
    }
    const pictures = demoCatalog.galleries.flatMap((gallery) => gallery.images);
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(picture.captionBn).toMatch(bengaliScript);
  });

  test('products describe themselves in Bengali; only local mobiles take WhatsApp', () => {
    expect(demoCatalog.products.find((p) => p.id === 'prod-ganga-rohu')?.descriptionBn).toBe(
      'পুকুরের রুই, ঝোলের মাপে কাটা।',
    );
    const withWhatsApp = demoCatalog.emergencyContacts.filter((c) => c.whatsapp);
    expect(withWhatsApp.map((c) => c.type).sort()).toEqual(['ambulance', 'hospital']);
    for (const contact of withWhatsApp) expect(contact.whatsapp).toMatch(/^9\d{9}$/);
  });

  test('a paediatrician is a শিশু বিশেষজ্ঞ and rice is চাল', () => {
    expect(demoCatalog.doctors.find((d) => d.specialty === 'Paediatrics')?.specialtyBn).toBe(
      'শিশু বিশেষজ্ঞ',
    );
    expect(demoCatalog.products.find((p) => p.name === 'Miniket Rice')?.nameBn).toBe('মিনিকেট চাল');
  });

  test('units are written with Bengali digits and words', () => {
    expect(unitInBengali('500 g')).toBe('৫০০ গ্রাম');
    expect(unitInBengali('strip of 10')).toBe('১০টির পাতা');
    expect(unitInBengali('3 furlongs')).toBeUndefined();
  });
});
