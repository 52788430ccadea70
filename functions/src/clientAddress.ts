import type { CallableRequest } from 'firebase-functions/v2/https';

/**
 * The caller's address: the last X-Forwarded-For entry, the one Google's front end appended
 * (entries before it are the client's own word). Absent outside Cloud Functions (tests, tools).
 */
export function clientOf(request: Pick<CallableRequest, 'rawRequest'>): { address?: string } {
  const forwarded = request.rawRequest?.headers?.['x-forwarded-for'];
  const header = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const last = header?.split(',').at(-1)?.trim();
  const address = last || request.rawRequest?.socket?.remoteAddress;
  return address ? { address } : {};
}
