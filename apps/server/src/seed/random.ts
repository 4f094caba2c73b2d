/** mulberry32: a small seeded generator, so the demo world is the same on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;

export const FIRST_NAMES = [
  'Ava',
  'Liam',
  'Maya',
  'Noah',
  'Zoe',
  'Ethan',
  'Priya',
  'Mateo',
  'Hana',
  'Omar',
  'Lucia',
  'Kenji',
  'Amara',
  'Felix',
  'Nora',
  'Diego',
] as const;
export const LAST_NAMES = [
  'Nguyen',
  'Garcia',
  'Okafor',
  'Rossi',
  'Kim',
  'Patel',
  'Dubois',
  'Haddad',
  'Larsen',
  'Silva',
  'Chen',
  'Moreau',
  'Walker',
  'Ibrahim',
] as const;
export const SHOP_WORDS = [
  'Copper',
  'Maple',
  'Juniper',
  'Ember',
  'Willow',
  'Saffron',
  'Cobalt',
  'Honey',
  'Velvet',
  'Cedar',
  'Lantern',
  'Meadow',
] as const;
export const SHOP_KINDS = ['Kettle', 'Bean', 'Roastery', 'Espresso Bar', 'Bakehouse', 'Tea House', 'Cafe', 'Grind'] as const;
export const CITIES = [
  { city: 'Portland', state: 'OR', zip: '97205' },
  { city: 'Austin', state: 'TX', zip: '78701' },
  { city: 'Brooklyn', state: 'NY', zip: '11201' },
  { city: 'Denver', state: 'CO', zip: '80202' },
  { city: 'Seattle', state: 'WA', zip: '98101' },
  { city: 'Chicago', state: 'IL', zip: '60607' },
] as const;
