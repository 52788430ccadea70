import type { Admin, DeliveryPerson, Vendor } from '../model/people';

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
