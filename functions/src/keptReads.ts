/**
 * A public read whose answer an instance keeps between renders, and for how long. The search
 * catalog is now one kept document (decision 1960), but a few hundred kilobytes to read and
 * parse: without this, every `/search?q=<new words>` the CDN has not seen would read it again.
 * Other instances' writes cannot tell this one to drop it, so it is kept as long as Hosting's
 * CDN keeps a page (`s-maxage`): a change shows on a page within two minutes, not one.
 */
export const keptReadAgesMs: Readonly<Record<string, number>> = { searchCatalog: 60_000 };

type Read = (name: string, params: Record<string, string>) => Promise<unknown>;

/**
 * `read`, with the answers of parameterless reads named in `ages` kept for their age (requests
 * arriving while one is read share it). A failed read is not kept: the next render tries again.
 */
export function keepingReads(
  read: Read,
  now: () => number,
  ages: Readonly<Record<string, number>> = keptReadAgesMs,
): Read {
  const kept = new Map<string, { answer: Promise<unknown>; at: number }>();
  return (name, params) => {
    const age = ages[name];
    if (age === undefined || Object.keys(params).length > 0) return read(name, params);
    const hit = kept.get(name);
    if (hit && now() - hit.at < age) return hit.answer;
    const answer = read(name, params);
    kept.set(name, { answer, at: now() });
    answer.catch(() => {
      if (kept.get(name)?.answer === answer) kept.delete(name);
    });
    return answer;
  };
}
