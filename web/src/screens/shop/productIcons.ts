/**
 * Line icons (24×24) for product categories, shown on the tile of a product that has no
 * picture: a shopper recognises "fish" or "rice" faster than a letter.
 */
const icons = {
  sack: 'M7 4h10l-1 3 2 3v9a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2v-9l2-3zM8 7h8M9 14h6M9 17h6',
  bowl: 'M3 11h18a9 9 0 0 1-18 0zM8 8.5c0-1.2.8-2.2 2-2.5M12 7.5C12 5.6 13.3 4 15 3.5',
  bottle: 'M10 2h4v3l2 3v12a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2V8l2-3zM8 12h8v5H8',
  cup: 'M4 8h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 10h1.5a2 2 0 0 1 0 4H17M8 2.5v3M12 2.5v3',
  milk: 'M8 2h8v3l2 3v14H6V8l2-3zM6 8h12M10 13h4',
  egg: 'M12 3c3.3 0 6 5.4 6 10a6 6 0 0 1-12 0c0-4.6 2.7-10 6-10z',
  bread: 'M5 10.5A3.5 3.5 0 0 1 5 4h14a3.5 3.5 0 0 1 0 6.5V20H5zM9 8v2M13 8v2',
  fish: 'M2 12c3-5 10-7 15-3l5-3v12l-5-3c-5 4-12 2-15-3zM14 11h.01',
  meat: 'M15 3.5a5.5 5.5 0 0 1 0 11c-1.4 0-2.8.8-3.8 1.8L8.5 19a2 2 0 1 1-2.8-2.8l2.7-2.7c1-1 1.8-2.4 1.8-3.8A5.5 5.5 0 0 1 15 3.5z',
  leaf: 'M5 19C5 10 10 5 20 4c-.5 10-5.5 15-14 15zM5 19l8-8',
  apple: 'M12 7c-3-2-8-1-8 5 0 5 4 10 8 8 4 2 8-3 8-8 0-6-5-7-8-5zM12 7c0-2 1-3.5 3-4.5',
  sweet: 'M4 13h16l-2 7H6zM6 13a6 6 0 0 1 12 0M12 3v4',
  plate: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z',
  roll: 'M4 17 17 4a2.8 2.8 0 0 1 4 4L8 21a2.8 2.8 0 0 1-4-4zM9 12l3 3M12 9l3 3',
  bulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z',
  plug: 'M9 2v5M15 2v5M6 7h12v4a6 6 0 0 1-12 0zM12 17v5',
  pot: 'M4 10h16v7a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3zM2 10h20M9 6.5h6M12 6.5V4',
  pencil: 'M4 20l4-1L19 8l-3-3L5 16zM14 7l3 3',
  pill: 'M10.5 3.5a5 5 0 0 1 7 7l-7 7a5 5 0 0 1-7-7zM7 7l7 7',
  cross: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  basket: 'M3 10h18l-2 10H5zM7 10l4-6M17 10l-4-6M9 14v3M15 14v3',
  bag: 'M6 7h12l1 14H5zM9 10V6a3 3 0 0 1 6 0v4',
} as const;

/** First rule whose pattern matches the category (or, failing that, the name) wins. */
const rules: [RegExp, keyof typeof icons][] = [
  [/first aid|device/, 'cross'],
  [/allerg|antibiot|fever|diabet|heart|stomach|skin|medic|tablet/, 'pill'],
  [/rice|grain|flour|atta/, 'sack'],
  [/pulse|dal|spice|masala/, 'bowl'],
  [/oil|ghee/, 'bottle'],
  [/beverage|tea|coffee|drink/, 'cup'],
  [/dairy|milk|paneer|curd/, 'milk'],
  [/egg/, 'egg'],
  [/bakery|bread|breakfast|snack|biscuit|packaged/, 'bread'],
  [/fish|prawn/, 'fish'],
  [/meat|chicken|mutton/, 'meat'],
  [/vegetable|green|sabji/, 'leaf'],
  [/fruit/, 'apple'],
  [/sweet|mishti|dessert|sugar/, 'sweet'],
  [/roll|momo|chinese/, 'roll'],
  [/thali|curr|meal|side|rice plate/, 'plate'],
  [/electrical/, 'bulb'],
  [/electronic|charger|mobile/, 'plug'],
  [/kitchen|home|utensil/, 'pot'],
  [/station|book|pen/, 'pencil'],
  [/basket|gift/, 'basket'],
];

export function productIcon(category: string, name: string): string {
  const text = category.toLowerCase();
  const byCategory = rules.find(([pattern]) => pattern.test(text));
  const byName = byCategory
    ? undefined
    : rules.find(([pattern]) => pattern.test(name.toLowerCase()));
  return icons[(byCategory ?? byName)?.[1] ?? 'bag'];
}
