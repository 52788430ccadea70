import type { Admin, DeliveryPerson, Vendor } from '@town/core';

/** A staff profile with the password its demo login is created with. */
export interface DemoAccount<P> {
  profile: P;
  password: string;
}

export interface DemoStaff {
  admins: DemoAccount<Admin>[];
  vendors: DemoAccount<Vendor>[];
  delivery: DemoAccount<DeliveryPerson>[];
}

/** Demo logins only: a real town replaces these before going live. */
export const demoStaff: DemoStaff = {
  admins: [
    {
      profile: { id: 'admin-sonapur', name: 'Sonapur Admin', email: 'admin@sonapur.example' },
      password: 'sonapur-admin-1',
    },
  ],
  vendors: [
    {
      profile: {
        id: 'vendor-annapurna-grocery',
        name: 'Prabir Kundu',
        phone: '9000000601',
        shopId: 'shop-annapurna-grocery',
        category: 'grocery',
        active: true,
      },
      password: 'vendor-demo-1',
    },
    {
      profile: {
        id: 'vendor-banerjee-mishti',
        name: 'Sudipta Banerjee',
        phone: '9000000602',
        shopId: 'shop-banerjee-mishti-bhandar',
        category: 'food',
        active: true,
      },
      password: 'vendor-demo-2',
    },
    // Every other shop has its own vendor too, so each shop's day can be tried.
    {
      profile: {
        id: 'vendor-maa-tara',
        name: 'Tapas Saha',
        phone: '9000000603',
        shopId: 'shop-maa-tara-stores',
        category: 'grocery',
        active: true,
      },
      password: 'vendor-demo-3',
    },
    {
      profile: {
        id: 'vendor-daily-needs',
        name: 'Rupa Dutta',
        phone: '9000000604',
        shopId: 'shop-sonapur-daily-needs',
        category: 'grocery',
        active: true,
      },
      password: 'vendor-demo-4',
    },
    {
      profile: {
        id: 'vendor-haripada-sabji',
        name: 'Haripada Mondal',
        phone: '9000000605',
        shopId: 'shop-haripada-sabji-corner',
        category: 'bazaar',
        active: true,
      },
      password: 'vendor-demo-5',
    },
    {
      profile: {
        id: 'vendor-ganga-fish',
        name: 'Gopal Das',
        phone: '9000000606',
        shopId: 'shop-ganga-fish-stall',
        category: 'bazaar',
        active: true,
      },
      password: 'vendor-demo-6',
    },
    {
      profile: {
        id: 'vendor-fresh-fruit',
        name: 'Anwar Hossain',
        phone: '9000000607',
        shopId: 'shop-fresh-fruit-centre',
        category: 'bazaar',
        active: true,
      },
      password: 'vendor-demo-7',
    },
    {
      profile: {
        id: 'vendor-bhojohori',
        name: 'Mithu Ghosh',
        phone: '9000000608',
        shopId: 'shop-bhojohori-hotel',
        category: 'food',
        active: true,
      },
      password: 'vendor-demo-8',
    },
    {
      profile: {
        id: 'vendor-station-roll',
        name: 'Raju Sheikh',
        phone: '9000000609',
        shopId: 'shop-station-roll-corner',
        category: 'food',
        active: true,
      },
      password: 'vendor-demo-9',
    },
    {
      profile: {
        id: 'vendor-sonapur-mart',
        name: 'Debasish Pal',
        phone: '9000000610',
        shopId: 'shop-sonapur-mart-online',
        category: 'onlineShop',
        active: true,
      },
      password: 'vendor-demo-10',
    },
    {
      profile: {
        id: 'vendor-lifeline-medical',
        name: 'Sanjay Roy',
        phone: '9000000611',
        shopId: 'shop-lifeline-medical-hall',
        category: 'pharmacy',
        active: true,
      },
      password: 'vendor-demo-11',
    },
  ],
  delivery: [
    {
      profile: {
        id: 'delivery-rakesh-hazra',
        name: 'Rakesh Hazra',
        phone: '9000000701',
        active: true,
      },
      password: 'delivery-demo-1',
    },
    {
      profile: { id: 'delivery-sumon-ali', name: 'Sumon Ali', phone: '9000000702', active: true },
      password: 'delivery-demo-2',
    },
  ],
};
