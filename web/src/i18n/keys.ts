import type common from './common/en.json';
import type education from './locales/en/education.json';
import type emergency from './locales/en/emergency.json';
import type info from './locales/en/info.json';
import type medical from './locales/en/medical.json';
import type orders from './locales/en/orders.json';
import type search from './locales/en/search.json';
import type services from './locales/en/services.json';
import type shop from './locales/en/shop.json';
import type staff from './locales/en/staff.json';
import type transport from './locales/en/transport.json';

/** English is the source of truth for keys: a key missing from it is a type error. */
export interface Resources {
  common: typeof common;
  info: typeof info;
  medical: typeof medical;
  emergency: typeof emergency;
  education: typeof education;
  transport: typeof transport;
  shop: typeof shop;
  orders: typeof orders;
  services: typeof services;
  staff: typeof staff;
  search: typeof search;
}

export type Namespace = keyof Resources;

/** What `useTranslation` is given: one namespace, or several with the first one unprefixed. */
export type Namespaces = Namespace | readonly Namespace[];

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** "items_one" is asked for as "items" (with a count); the suffixed key is accepted too. */
type Asked<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base | K : K;

/** Every dotted path to a string in a tree of strings. */
type PathsOf<Tree> = {
  [K in keyof Tree & string]: Tree[K] extends string ? Asked<K> : `${K}.${PathsOf<Tree[K]>}`;
}[keyof Tree & string];

export type KeyOf<N extends Namespace> = PathsOf<Resources[N]>;

type First<N extends Namespaces> = N extends readonly [infer Head, ...unknown[]]
  ? Head & Namespace
  : N extends Namespace
    ? N
    : never;
type Listed<N extends Namespaces> = N extends readonly Namespace[] ? N[number] : N;
type Prefixed<N extends Namespace> = N extends Namespace ? `${N}:${KeyOf<N>}` : never;

/**
 * Keys a `t` of these namespaces answers: the first namespace's keys as they are, and any
 * listed namespace's (or the always-loaded `common`'s) as "namespace:key".
 */
export type TKey<N extends Namespaces> = KeyOf<First<N>> | Prefixed<Listed<N> | 'common'>;

/** Values for `{{name}}` in a string; `count` also picks the plural form. */
export interface TOptions {
  count?: number;
  [name: string]: unknown;
}
