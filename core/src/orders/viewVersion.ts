import type { PasswordHasher } from '../ports';

/**
 * A followed order page gets a full answer at least this often, even when the order has not
 * changed: what the version cannot see without reading it (a shop's name, phone or hours, the
 * courier's phone) reaches an open page within this long.
 */
export const fullViewEveryMs = 5 * 60 * 1000;

/** JSON with every object's keys sorted: the same data gives the same text on both hosts. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The digest part of a version: 16 hex digits of what the view is made of. */
export async function viewDigestOf(
  hasher: Pick<PasswordHasher, 'digest'>,
  madeOf: unknown,
): Promise<string> {
  return (await hasher.digest(`orderView:${canonicalJson(madeOf)}`)).slice(0, 16);
}

/** The version handed out with a full answer given at `nowMs`. */
export const viewVersionOf = (digest: string, nowMs: number) => `${digest}.${nowMs.toString(36)}`;

/**
 * Whether the page that sent `seen` still shows the view whose digest is `digest`: the same
 * digest, given less than `fullViewEveryMs` ago (a time ahead of now counts as old).
 */
export function pageIsCurrent(seen: string, digest: string, nowMs: number): boolean {
  const [seenDigest, givenAt36] = seen.split('.');
  const age = nowMs - Number.parseInt(givenAt36 ?? '', 36);
  return seenDigest === digest && age >= 0 && age < fullViewEveryMs;
}
