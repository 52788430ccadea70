import type { CallableRequest } from 'firebase-functions/v2/https';

/**
 * Which front end a request came through (decision 0312):
 * - `direct`: a callable, called at its own address. Cloud Run's front end appends the address
 *   of the connection it accepted, the phone's, as the last X-Forwarded-For entry.
 * - `hosting`: a page, through Firebase Hosting. The connection Cloud Run accepted is Hosting's
 *   CDN, so the last entry is the CDN's; the entry before it is the phone's, appended by the CDN.
 * Entries before those are whatever the client sent itself. Not `rawRequest.ip`: the Functions
 * Framework trusts every proxy, so that is the first entry, the one a client writes.
 */
export type FrontEnd = 'direct' | 'hosting';

/** How many entries at the end of X-Forwarded-For Google's front ends wrote. */
const appendedBy: Record<FrontEnd, number> = { direct: 1, hosting: 2 };

/** The caller's address as Google's front end saw it. Absent outside Cloud Functions (tools). */
export function clientOf(
  request: Pick<CallableRequest, 'rawRequest'>,
  frontEnd: FrontEnd = 'direct',
): { address?: string } {
  const forwarded = request.rawRequest?.headers?.['x-forwarded-for'];
  const header = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // Fewer entries than the front end writes: the request did not come the documented way (the
  // emulator, a test); its first entry is then the nearest there is to the phone's.
  const address =
    entries.at(-appendedBy[frontEnd]) ?? entries[0] ?? request.rawRequest?.socket?.remoteAddress;
  return address ? { address } : {};
}
