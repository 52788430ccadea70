// JavaScript regular expressions (as core's zod schemas state them) rewritten for the rules
// language, whose `matches()` runs RE2 over the whole string. RE2 is linear by construction, but
// its `\s` and `.` mean less than JavaScript's; every construct is translated to the set of
// characters JavaScript means, or refused, so that rules and core accept the same strings.

const hex = (code: number) => `\\x{${code.toString(16).toUpperCase()}}`;

/** Characters written as themselves in a generated pattern; everything else as `\x{..}`. */
const plain = /^[A-Za-z0-9 _,:;=@#%&~/-]$/;

function literal(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= 0xd800 && code <= 0xdfff) throw new Error('No RE2 translation for a surrogate');
  return plain.test(char) ? char : hex(code);
}

/** Code ranges of the BMP for which `test` holds, as the inside of an RE2 class. */
function classBody(test: (char: string) => boolean): string {
  const parts: string[] = [];
  let start = -1;
  for (let code = 0; code <= 0x10000; code++) {
    const inside = code < 0x10000 && test(String.fromCharCode(code));
    if (inside && start < 0) start = code;
    if (!inside && start >= 0) {
      parts.push(start === code - 1 ? hex(start) : `${hex(start)}-${hex(code - 1)}`);
      start = -1;
    }
  }
  return parts.join('');
}

/** What JavaScript's `\s` and `String.prototype.trim` treat as white space. */
export const whitespaceClass = classBody((c) => /\s/.test(c));
if (whitespaceClass !== classBody((c) => c.trim() === '')) {
  throw new Error('JavaScript disagrees with itself on white space');
}

/** JavaScript's `.` without the s flag: anything but a line terminator. */
const dotClass = `[^${classBody((c) => /[\n\r\u2028\u2029]/.test(c))}]`;

/** A string with nothing `trim()` would remove: empty, or starting and ending with a visible character. */
export const nonBlankPattern = `(?s)[^${whitespaceClass}](?:.*[^${whitespaceClass}])?`;
export const trimmedPattern = `(?:${nonBlankPattern})?`;

const classEscapes: Record<string, string> = { d: '0-9', w: 'A-Za-z0-9_', s: whitespaceClass };
const escapes: Record<string, string> = {
  d: '[0-9]',
  D: '[^0-9]',
  w: '[A-Za-z0-9_]',
  W: '[^A-Za-z0-9_]',
  s: `[${whitespaceClass}]`,
  S: `[^${whitespaceClass}]`,
};
const escapable = '\\/^$.|?*+()[]{}-';

class Reader {
  position = 0;
  constructor(readonly source: string) {}
  get done() {
    return this.position >= this.source.length;
  }
  peek(offset = 0) {
    return this.source[this.position + offset] ?? '';
  }
  next() {
    return this.source[this.position++] ?? '';
  }
  refuse(what: string): never {
    throw new Error(`No RE2 translation for ${what} in /${this.source}/ at ${this.position}`);
  }
}

/** A class member; a literal `-` as `\x{2D}`, so that it can never read as a range. */
function classItem(reader: Reader): string {
  const char = reader.next();
  if (char !== '\\') return char === '-' ? hex(45) : literal(char);
  const escaped = reader.next();
  if (escaped in classEscapes) return classEscapes[escaped] ?? '';
  if (escapable.includes(escaped)) return hex(escaped.codePointAt(0) ?? 0);
  return reader.refuse(`\\${escaped} in a class`);
}

function characterClass(reader: Reader): string {
  const negated = reader.peek() === '^';
  if (negated) reader.next();
  let out = negated ? '[^' : '[';
  while (reader.peek() !== ']') {
    if (reader.done) reader.refuse('an unclosed class');
    const item = classItem(reader);
    if (reader.peek() === '-' && reader.peek(1) !== ']') {
      reader.next();
      out += `${item}-${classItem(reader)}`;
    } else out += item;
  }
  reader.next();
  return `${out}]`;
}

/**
 * RE2 counts code points where JavaScript counts UTF-16 units: a counted repetition of
 * something that can match a character outside the BMP would count differently.
 */
const mayMatchAstral = (atom: string) => atom.startsWith('[^') || atom === dotClass;

function quantifier(reader: Reader, repeated: string): string {
  const char = reader.peek();
  let out = '';
  if ('*+?'.includes(char) && char) out = reader.next();
  else if (char === '{') {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(reader.source.slice(reader.position));
    if (!match) reader.refuse('a brace that is no repetition');
    reader.position += match[0].length;
    if (mayMatchAstral(repeated)) reader.refuse('a counted repetition of a negated class or dot');
    if (Number(match[3] || match[1]) > 1000) reader.refuse('a repetition above 1000 (RE2 limit)');
    out = match[0];
  }
  if (out && reader.peek() === '?') reader.refuse('a lazy quantifier');
  return out;
}

function atom(reader: Reader): string {
  const char = reader.next();
  switch (char) {
    case '[':
      return characterClass(reader);
    case '.':
      return dotClass;
    case '(':
      if (reader.peek() === '?') {
        if (reader.peek(1) !== ':') reader.refuse('a lookaround or named group');
        reader.position += 2;
      }
      return '(?:';
    case ')':
      return ')';
    case '|':
      return '|';
    case '^':
    case '$':
      return char;
    case '\\': {
      const escaped = reader.next();
      if (escaped in escapes) return escapes[escaped] ?? '';
      if (escapable.includes(escaped)) return literal(escaped);
      return reader.refuse(`\\${escaped}`);
    }
    default:
      if ('*+?{'.includes(char)) reader.refuse(`a quantifier with nothing before it`);
      return literal(char);
  }
}

/**
 * The RE2 pattern that, used with the rules' whole-string `matches()`, accepts exactly the
 * strings for which `regex.test()` holds. Throws for constructs it cannot translate faithfully.
 */
export function toRulesPattern(regex: RegExp): string {
  if (regex.flags !== '') throw new Error(`No RE2 translation for the flags of ${regex}`);
  const reader = new Reader(regex.source);
  let body = '';
  let depth = 0;
  let alternatives = false;
  while (!reader.done) {
    const piece = atom(reader);
    if (piece === '(?:') depth++;
    if (piece === ')') depth--;
    if (piece === '|' && depth === 0) alternatives = true;
    body += piece + quantifier(reader, piece);
  }
  // `test()` searches: anchors inside keep their meaning in RE2, the rest may be anything.
  const anchored = body.startsWith('^') && body.endsWith('$') && !alternatives;
  return anchored ? body.slice(1, -1) : `(?s:.*)(?:${body})(?s:.*)`;
}

/** A rules string literal. Patterns hold no quote or backslash-escape the rules would reinterpret. */
export const rulesString = (text: string) => `'${text.replaceAll('\\', '\\\\')}'`;
