import { defaultOrderLimits, defaultRequestLimits, type TownConfig } from '@town/core';
import { openOn, weekdaysAndSaturday } from './hours';

/** The fictional demo town's settings: what the demo loaders store as the town document. */
export const demoTown = {
  name: 'Sonapur',
  nameBn: 'সোনাপুর',
  slug: 'sonapur',
  tagline: 'Shops, doctors, buses and help in Sonapur, all in one place',
  taglineBn: 'সোনাপুরের দোকান, ডাক্তার, বাস আর সাহায্য, সব এক জায়গায়',
  languages: ['en', 'bn'],
  defaultLanguage: 'en',
  themeColor: '#0f766e',
  timeZone: 'Asia/Kolkata',
  contact: {
    phone: '9000000100',
    whatsapp: '9000000100',
    email: 'help@sonapur.example',
    address: 'Town Services Desk, Municipality Building, Station Road, Sonapur, West Bengal',
  },
  delivery: {
    feePaise: 2000,
    freeAbovePaise: 50000,
    maxQuantityPerItem: 20,
    expectedMinutes: { accept: 10, pack: 15, ride: 20 },
  },
  orderLimits: defaultOrderLimits,
  requestLimits: defaultRequestLimits,
  lab: {
    name: 'Sonapur Diagnostic Centre',
    address: 'Hospital Road, near the Sub-Divisional Hospital, Sonapur',
    nameBn: 'সোনাপুর ডায়াগনস্টিক সেন্টার',
    addressBn: 'হাসপাতাল রোড, মহকুমা হাসপাতালের কাছে, সোনাপুর',
    phone: '9000000140',
    whatsapp: '9000000140',
    pin: { lat: 22.5755, lng: 88.3646 },
    // Fasting samples in the morning, more in the evening; a short Sunday morning.
    collection: {
      hours: [
        ...openOn('07:00', '11:00', weekdaysAndSaturday),
        ...openOn('17:00', '19:00', weekdaysAndSaturday),
        ...openOn('07:00', '10:00', [0]),
      ],
      slotMinutes: 30,
    },
  },
  busStand: {
    name: 'Sonapur Bus Stand',
    address: 'Bus Stand Road, beside the Municipality Building, Sonapur',
    nameBn: 'সোনাপুর বাসস্ট্যান্ড',
    addressBn: 'বাসস্ট্যান্ড রোড, পুরসভা ভবনের পাশে, সোনাপুর',
    phone: '9000000150',
    pin: { lat: 22.5721, lng: 88.3605 },
  },
  upi: { id: 'sonapur.town@upi', name: 'Sonapur Town Services' },
} satisfies TownConfig;
