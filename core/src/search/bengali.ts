/**
 * Bengali script written the way residents romanise it on a phone keyboard: চাল → "chal",
 * মাছ → "machh", আলু → "alu". Not a scholarly transliteration: it only has to land where a
 * resident's own spelling lands once both pass through `soundKey`.
 */
const consonants: Record<string, string> = {
  ক: 'k',
  খ: 'kh',
  গ: 'g',
  ঘ: 'gh',
  ঙ: 'ng',
  চ: 'ch',
  ছ: 'chh',
  জ: 'j',
  ঝ: 'jh',
  ঞ: 'n',
  ট: 't',
  ঠ: 'th',
  ড: 'd',
  ঢ: 'dh',
  ণ: 'n',
  ত: 't',
  থ: 'th',
  দ: 'd',
  ধ: 'dh',
  ন: 'n',
  প: 'p',
  ফ: 'ph',
  ব: 'b',
  ভ: 'bh',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 'sh',
  ষ: 'sh',
  স: 's',
  হ: 'h',
  '\u09dc': 'r',
  '\u09dd': 'rh',
  '\u09df': 'y',
};

const vowels: Record<string, string> = {
  অ: 'o',
  আ: 'a',
  ই: 'i',
  ঈ: 'i',
  উ: 'u',
  ঊ: 'u',
  ঋ: 'ri',
  এ: 'e',
  ঐ: 'oi',
  ও: 'o',
  ঔ: 'ou',
};

const vowelSigns: Record<string, string> = {
  'া': 'a',
  'ি': 'i',
  'ী': 'i',
  'ু': 'u',
  'ূ': 'u',
  'ৃ': 'ri',
  'ে': 'e',
  'ৈ': 'oi',
  'ো': 'o',
  'ৌ': 'ou',
};

const others: Record<string, string> = { ৎ: 't', 'ং': 'ng', 'ঃ': 'h', 'ঁ': '', '্': '' };

/** Nukta letters as typed in two pieces (NFC keeps them apart): ড + ় is ড়. */
const nukta: Record<string, string> = { ড: '\u09dc', ঢ: '\u09dd', য: '\u09df' };

function letters(word: string): string[] {
  const out: string[] = [];
  for (const char of word) {
    const previous = out[out.length - 1];
    if (char === '\u09bc' && previous && nukta[previous]) out[out.length - 1] = nukta[previous];
    else out.push(char);
  }
  return out;
}

/**
 * A consonant carries the vowel "o" unless a vowel sign or virama follows it. In speech most of
 * those vowels fall silent (মাছ is "machh", কাতলা is "katla"); the one that stays is the first
 * letter's before another consonant (কলা is "kola"). Misses are left to fuzzy matching.
 */
export function bengaliToLatin(word: string): string {
  const chars = letters(word.normalize('NFC'));
  let out = '';
  chars.forEach((char, i) => {
    const consonant = consonants[char];
    if (consonant === undefined) {
      out += vowelSigns[char] ?? vowels[char] ?? others[char] ?? char;
      return;
    }
    out += consonant;
    const next = chars[i + 1];
    if (i === 0 && next !== undefined && (consonants[next] !== undefined || next === 'ং')) {
      out += 'o';
    }
  });
  return out;
}
