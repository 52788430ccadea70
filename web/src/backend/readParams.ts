/** Query-string parameters of a read; undefined and empty values are left out. */
export type ReadParams = Record<string, string | undefined>;

/**
 * The parameters a read is sent with, with query-string semantics on every backend: undefined
 * and empty values are left out, so `?day=` and no `day` ask the same.
 */
export function givenParams(params: ReadParams | undefined): Record<string, string> {
  const given: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== '') given[key] = value;
  }
  return given;
}
