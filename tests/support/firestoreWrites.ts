import type { Firestore } from 'firebase-admin/firestore';

type Request = (method: string, request: { writes?: unknown[] }, ...rest: unknown[]) => unknown;

/**
 * Counts the document writes one firebase-admin client commits. Every write it makes (a single
 * `set`, a batch, a transaction, BulkWriter's batches) reaches the server through the client's
 * `request` method as a `commit` or `batchWrite` carrying its writes (@google-cloud/firestore 7).
 *
 * Why: proving a refused call changed nothing by reading the emulator whole took about a second
 * for the demo town (the emulator reads a few milliseconds a document), twice a test, and was
 * most of the authorization matrix's time on Firebase. A write count is stricter (a write that
 * leaves a document as it was counts too). `startFirebaseTestbed` checks that seeding the town
 * was counted, so a renamed method fails loudly instead of counting nothing.
 */
export function countCommittedWrites(db: Firestore): () => number {
  const client = db as unknown as { request: Request };
  const request = client.request.bind(client);
  let writes = 0;
  client.request = (method, body, ...rest) => {
    if (method === 'commit' || method === 'batchWrite') writes += body.writes?.length ?? 0;
    return request(method, body, ...rest);
  };
  return () => writes;
}
