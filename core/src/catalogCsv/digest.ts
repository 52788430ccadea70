/**
 * A short fingerprint of text (two 32-bit FNV-1a passes with different seeds). Not a secret:
 * it tells one preview from another and names new rows; ids made from it are checked for clashes.
 */
export function fingerprint(text: string, length = 16): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995) ^ (b >>> 13);
  }
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return `${hex(a)}${hex(b)}`.slice(0, length);
}
