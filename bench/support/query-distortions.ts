/**
 * How members actually type what they look for: in lower case, with a slip of the finger, a word
 * left out, words in another order, letters swapped, accents left off. Each takes the text meant
 * and a seeded random, and answers the text typed, or null when the text offers no room for that
 * slip (a one-word title has no word to leave out).
 */

type Random = () => number;

const pickIndex = (random: Random, length: number) => Math.floor(random() * length);

/** Neighbouring keys on a QWERTY keyboard: the letter a finger hits instead. */
const neighbours: Record<string, string> = {
  q: 'wa', w: 'qes', e: 'wrd', r: 'etf', t: 'ryg', y: 'tuh', u: 'yij', i: 'uok', o: 'ipl', p: 'ol',
  a: 'qsz', s: 'adw', d: 'sfe', f: 'dgr', g: 'fht', h: 'gjy', j: 'hku', k: 'jli', l: 'ko',
  z: 'xa', x: 'zcs', c: 'xvd', v: 'cbf', b: 'vng', n: 'bmh', m: 'nj',
};

/** The words of the text long enough for a slip (four letters or more), by position. */
function slippable(words: readonly string[]): number[] {
  return words.flatMap((word, i) => ([...word].filter((c) => /\p{L}/u.test(c)).length >= 4 ? [i] : []));
}

function replaceWord(words: readonly string[], index: number, word: string): string {
  return words.map((w, i) => (i === index ? word : w)).join(' ');
}

/** One slip in one word: a neighbouring key instead, a letter left out or a letter doubled, never the first letter. */
function slip(word: string, random: Random): string {
  const letters = [...word];
  const at = 1 + pickIndex(random, letters.length - 1);
  const letter = letters[at] ?? '';
  const kind = random();
  if (kind < 0.45 && neighbours[letter]) {
    const keys = neighbours[letter];
    letters[at] = keys.charAt(pickIndex(random, keys.length));
  } else if (kind < 0.75) letters.splice(at, 1);
  else letters.splice(at, 0, letter);
  return letters.join('');
}

/** One or two typos (a second one in another word when there is one). */
export function misspell(text: string, random: Random, typos: 1 | 2): string | null {
  const words = text.toLowerCase().split(' ');
  const candidates = slippable(words);
  if (candidates.length === 0) return null;
  let typed = words;
  const first = candidates[pickIndex(random, candidates.length)] ?? 0;
  typed = replaceWord(typed, first, slip(typed[first] ?? '', random)).split(' ');
  if (typos === 2) {
    const others = candidates.filter((i) => i !== first);
    const second = others.length > 0 ? (others[pickIndex(random, others.length)] ?? first) : first;
    typed = replaceWord(typed, second, slip(typed[second] ?? '', random)).split(' ');
  }
  const result = typed.join(' ');
  return result === text.toLowerCase() ? null : result;
}

/** Two neighbouring letters swapped inside a word ("nigth"). */
export function transposeLetters(text: string, random: Random): string | null {
  const words = text.toLowerCase().split(' ');
  const candidates = slippable(words);
  if (candidates.length === 0) return null;
  const index = candidates[pickIndex(random, candidates.length)] ?? 0;
  const letters = [...(words[index] ?? '')];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const at = 1 + pickIndex(random, letters.length - 2);
    const [a, b] = [letters[at], letters[at + 1]];
    if (a === undefined || b === undefined || a === b) continue;
    letters[at] = b;
    letters[at + 1] = a;
    return replaceWord(words, index, letters.join(''));
  }
  return null;
}

/** One word of three or more left out. */
export function leaveOutWord(text: string, random: Random): string | null {
  const words = text.toLowerCase().split(' ');
  if (words.length < 3) return null;
  const index = pickIndex(random, words.length);
  return words.filter((_, i) => i !== index).join(' ');
}

/** The words in another order: two of them swapped. */
export function reorderWords(text: string, random: Random): string | null {
  const words = text.toLowerCase().split(' ');
  if (words.length < 2) return null;
  const a = pickIndex(random, words.length);
  const b = (a + 1 + pickIndex(random, words.length - 1)) % words.length;
  const swapped = [...words];
  [swapped[a], swapped[b]] = [words[b] ?? '', words[a] ?? ''];
  const result = swapped.join(' ');
  return result === words.join(' ') ? null : result;
}

/** Letters a keyboard without them turns into plain ones, beside the accents NFD takes apart. */
const plainLetters: Record<string, string> = { ø: 'o', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', æ: 'ae', œ: 'oe', þ: 'th', ı: 'i', '’': "'" };

/** The text typed without accents or other diacritics ("jose martinez" for "José Martínez"), or null when it has none. */
export function withoutAccents(text: string): string | null {
  const plain = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øßłđðæœþı’]/g, (c) => plainLetters[c] ?? c);
  return plain === text.toLowerCase() ? null : plain;
}
