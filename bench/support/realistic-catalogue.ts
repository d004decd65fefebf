import { seededRandom } from '../../apps/server/test/support/seeded-random';
import { bandWords, functionWords, labelPatterns, minorWords, nameCultures, publisherPatterns, sharedTitles, songWords, syllables, type Language, type NameCulture } from './catalogue-vocabulary';
import { ipiNameNumber, iswcOf } from './identifiers';

/**
 * A society's catalogue as text, seeded and drawn item by item: `work(k)`, `recording(j)`,
 * `writer(n)` and `artist(n)` are pure functions of their index, so a seeder can stream ten million
 * of them without holding any, and the same index answers the same item on every run.
 *
 * What makes it realistic, where a small vocabulary would flatter a search engine:
 * - title words from several thousand (English, Spanish, French, German, Portuguese song words and
 *   made words for the long tail), drawn as Zipf's law has them: "love" and "night" everywhere;
 * - titles of one to six words, with "The", parenthesised subtitles, and on recordings "(Live)",
 *   "- Remastered 2011", "(feat. …)"; 2% of works carry one of a few dozen shared titles ("Intro",
 *   "Without You"), so that only the writer tells which is meant;
 * - people named in many traditions, accents and all (José Martínez López, Nguyễn Văn An, Siobhán
 *   Ó Briain), common names common and rare ones rare, so namesakes occur;
 * - writers and artists whose output follows a power law: a few with thousands of items, most with one;
 * - labels and publishers named as they name themselves, their catalogues Zipf-sized too;
 * - ISWCs, ISRCs and IPI name numbers that are valid and unique.
 */

export type RegistrationState = 'registered' | 'submitted' | 'draft';

export type CatalogueWork = {
  title: string;
  alternativeTitle: string | null;
  iswc: string | null;
  language: Language;
  /** Index into `publishers`: the member who registers the work and holds the publisher's share. */
  publisher: number;
  /** Indexes of the writers (writer(n)), distinct, in the order of the share table. */
  writers: number[];
  status: RegistrationState;
  genre: string;
  duration: number;
  creationYear: number;
};

export type CatalogueRecording = {
  title: string;
  /** The work recorded (work(k)), or null for a recording no work is known for. */
  work: number | null;
  /** Index into `labels`: the member who registers the recording, named as its label. */
  label: number;
  isrc: string;
  mainArtists: string[];
  featuredArtists: string[];
  status: RegistrationState;
  year: number;
  releaseTitle: string;
  genre: string;
  duration: number;
};

export type CatalogueParty = { name: string; ipi: string };

/**
 * Index k of 0…n-1, drawn with weight 1/(k+1+q)^s from a uniform u (the continuous inverse of the
 * Zipf–Mandelbrot law): q flattens the head, so the commonest word is common, not one in eight.
 */
export function zipfIndex(u: number, n: number, s = 1, q = 0): number {
  const [low, high] = [1 + q, n + 1 + q];
  const x = s === 1 ? low * Math.exp(u * Math.log(high / low)) : (low ** (1 - s) + u * (high ** (1 - s) - low ** (1 - s))) ** (1 / (1 - s));
  return Math.min(n - 1, Math.max(0, Math.floor(x - q) - 1));
}

/** One of `items` by weight. */
function weighted<T>(u: number, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let left = u * total;
  for (const [item, weight] of items) {
    left -= weight;
    if (left < 0) return item;
  }
  const last = items.at(-1);
  if (!last) throw new Error('nothing to choose from');
  return last[0];
}

/** A generator of its own for item `index` of a kind: items never share a stream of draws. */
function itemRandom(seed: number, kind: number, index: number): () => number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(kind + 1, 0xc2b2ae35) ^ Math.imul(index, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return seededRandom((h ^ (h >>> 16)) >>> 0);
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const languages: readonly (readonly [Language, number])[] = [['en', 62], ['es', 12], ['fr', 9], ['de', 8], ['pt', 9]];
const titleLengths: readonly (readonly [number, number])[] = [[1, 14], [2, 32], [3, 26], [4, 15], [5, 8], [6, 5]];
const writerCounts: readonly (readonly [number, number])[] = [[1, 45], [2, 33], [3, 15], [4, 7]];
const genres = ['Pop', 'Rock', 'Hip-Hop', 'Electronic', 'Jazz', 'Folk', 'Latin', 'Classical', 'Country', 'R&B', 'Soundtrack', 'World'];
const labelCountries = ['GB', 'US', 'FR', 'DE', 'ES', 'BR', 'SE', 'NL', 'IT', 'JP', 'MX', 'NG', 'IE', 'PT', 'PL', 'CA', 'AU'];
const kinds = { work: 1, recording: 2, writer: 3, artist: 4, names: 5 } as const;

/** How many made words fill the tail of every language's vocabulary, and how often a title word is one. */
const MADE_WORDS = 5000;
const MADE_WORD_SHARE = 0.15;
/** Zipf–Mandelbrot's q for title words: "love" about one word in twenty. */
const WORD_HEAD = 3;

export type CatalogueSize = { works: number; recordings: number };

export function realisticCatalogue(size: CatalogueSize, seed = 1) {
  const setup = seededRandom(seed);
  const made = new Set<string>();
  const real = new Set(Object.values(songWords).flat());
  while (made.size < MADE_WORDS) {
    const word = Array.from({ length: 2 + Math.floor(setup() * 2) }, () => syllables[Math.floor(setup() * syllables.length)]).join('');
    if (!real.has(word)) made.add(word);
  }
  const madeList = [...made];
  const vocabulary = Object.fromEntries(languages.map(([language]) => [language, [...new Set(songWords[language])]])) as Record<Language, string[]>;

  const writerCount = Math.max(2000, Math.round(size.works / 3));
  const artistCount = Math.max(1000, Math.round(size.recordings / 8));

  /** A word of the language, commonest first; one in seven a made word of the long tail, commonest first too. */
  const word = (random: () => number, language: Language) => {
    const words = random() < MADE_WORD_SHARE ? madeList : vocabulary[language];
    return words[zipfIndex(random(), words.length, 1, WORD_HEAD)] ?? 'love';
  };
  const contentWord = (random: () => number, language: Language) => {
    for (;;) {
      const next = word(random, language);
      if (!functionWords.has(next)) return next;
    }
  };
  /** English titles in title case ("Back in the City"), the others capitalised once ("Corazón de fuego"); never ending on "the". */
  const phrase = (random: () => number, language: Language, length: number) => {
    const words: string[] = [];
    while (words.length < length) {
      const next = words.length === length - 1 ? contentWord(random, language) : word(random, language);
      if (next !== words.at(-1)) words.push(next);
    }
    return words.map((w, i) => (i === 0 || (language === 'en' && !minorWords.has(w)) ? capitalise(w) : w)).join(' ');
  };
  const workTitle = (random: () => number, language: Language) => {
    if (random() < 0.02) return sharedTitles[zipfIndex(random(), sharedTitles.length)] ?? 'Intro';
    const length = weighted(random(), titleLengths);
    let title = length === 1 ? capitalise(contentWord(random, language)) : phrase(random, language, length);
    if (language === 'en' && random() < 0.07 && !title.startsWith('The ')) title = `The ${title}`;
    if (random() < 0.03) title += ` (${phrase(random, language, 2 + Math.floor(random() * 2))})`;
    return title;
  };

  const madeFamilyName = (random: () => number, culture: NameCulture) =>
    capitalise(madeList[Math.floor(random() * madeList.length)] ?? 'mor') + (culture.endings[Math.floor(random() * culture.endings.length)] ?? '');
  const personName = (random: () => number) => {
    const culture = weighted(random(), nameCultures.map((c) => [c, c.weight] as const));
    const given = culture.given[zipfIndex(random(), culture.given.length)] ?? '';
    const family = () =>
      culture.endings.length > 0 && random() < 0.3 ? madeFamilyName(random, culture) : (culture.family[zipfIndex(random(), culture.family.length)] ?? '');
    if (culture.familyFirst) return `${family()} ${culture.familyFirst[Math.floor(random() * culture.familyFirst.length)] ?? ''} ${given}`;
    if (culture.secondFamily && random() < culture.secondFamily) return `${given} ${family()} ${family()}`;
    return `${given} ${family()}`;
  };

  /** Names of `count` companies from `patterns`, all different (a member's name is theirs alone). */
  const companyNames = (count: number, patterns: readonly string[]) => {
    const random = itemRandom(seed, kinds.names, patterns.length);
    const names = new Set<string>();
    const fill = (pattern: string) =>
      pattern
        .replace(/\{W\}/g, () => capitalise(random() < 0.5 ? (bandWords[Math.floor(random() * bandWords.length)] ?? '') : contentWord(random, 'en')))
        .replace(/\{F\}/g, () => personName(random).split(' ').at(-1) ?? '');
    for (let attempt = 0; names.size < count; attempt += 1) {
      const name = fill(patterns[Math.floor(random() * patterns.length)] ?? '{W} Music');
      names.add(attempt < count * 20 ? name : `${name} ${names.size}`);
    }
    return [...names];
  };
  const publishers = companyNames(Math.min(20_000, Math.max(20, Math.round(size.works / 500))), publisherPatterns);
  const labels = companyNames(Math.min(20_000, Math.max(20, Math.round(size.recordings / 500))), labelPatterns);

  const state = (u: number, registered: number): RegistrationState => (u < registered ? 'registered' : u < (1 + registered) / 2 ? 'submitted' : 'draft');

  function work(k: number): CatalogueWork {
    const random = itemRandom(seed, kinds.work, k);
    const language = weighted(random(), languages);
    const title = workTitle(random, language);
    const alternativeTitle = random() < 0.05 ? phrase(random, weighted(random(), languages), 1 + Math.floor(random() * 3)) : null;
    const status = state(random(), 0.88);
    const writers: number[] = [];
    const count = weighted(random(), writerCounts);
    while (writers.length < count) {
      const writer = zipfIndex(random(), writerCount, 0.7);
      if (!writers.includes(writer)) writers.push(writer);
    }
    return {
      title,
      alternativeTitle,
      // k·7919 mod 9·10⁸ is one-to-one (7919 is a prime other than 2, 3 and 5): every work its own ISWC.
      iswc: status !== 'draft' || random() < 0.5 ? iswcOf(100_000_000 + ((k * 7919) % 900_000_000)) : null,
      language,
      publisher: zipfIndex(random(), publishers.length),
      writers,
      status,
      genre: genres[zipfIndex(random(), genres.length)] ?? 'Pop',
      duration: 90 + Math.floor(random() * 300),
      creationYear: 1950 + Math.floor(random() * 75),
    };
  }

  function writer(n: number): CatalogueParty {
    return { name: personName(itemRandom(seed, kinds.writer, n)), ipi: ipiNameNumber(200_000_000 + n) };
  }

  function artist(n: number): string {
    const random = itemRandom(seed, kinds.artist, n);
    const kind = random();
    const band = () => capitalise(bandWords[Math.floor(random() * bandWords.length)] ?? 'velvet');
    if (kind < 0.6) return personName(random);
    if (kind < 0.75) return `The ${band()} ${band()}s`;
    if (kind < 0.9) return `${band()} ${capitalise(word(random, weighted(random(), languages)))}`;
    return capitalise(madeList[Math.floor(random() * madeList.length)] ?? 'mor');
  }

  /** ISO 3901: the label's country and registrant code, then a year and a designation unique for j < 10⁷. */
  const isrcOf = (label: number, j: number) =>
    `${labelCountries[label % labelCountries.length]}${(label + 1296).toString(36).toUpperCase().padStart(3, '0')}` +
    `${String(Math.floor(j / 100_000) % 100).padStart(2, '0')}${String(j % 100_000).padStart(5, '0')}`;

  function recording(j: number): CatalogueRecording {
    const random = itemRandom(seed, kinds.recording, j);
    const recorded = size.works > 0 && random() < 0.85 ? Math.floor(random() * size.works) : null;
    const base = recorded === null ? workTitle(random, weighted(random(), languages)) : work(recorded).title;
    const label = zipfIndex(random(), labels.length);
    const mainArtists = [artist(zipfIndex(random(), artistCount, 0.9))];
    if (random() < 0.15) mainArtists.push(artist(zipfIndex(random(), artistCount, 0.9)));
    const featuredArtists = random() < 0.1 ? [artist(zipfIndex(random(), artistCount, 0.9))] : [];
    const year = 1960 + Math.floor(random() ** 0.5 * 65);
    let title = base;
    if (featuredArtists[0] && random() < 0.6) title += ` (feat. ${featuredArtists[0]})`;
    const version = random();
    if (version < 0.05) title += ' (Live)';
    else if (version < 0.08) title += ` - Remastered ${year + 10 + Math.floor(random() * 30)}`;
    else if (version < 0.1) title += ' (Acoustic)';
    else if (version < 0.12) title += ' (Radio Edit)';
    return {
      title,
      work: recorded,
      label,
      isrc: isrcOf(label, j),
      mainArtists,
      featuredArtists,
      status: state(random(), 0.86),
      year,
      releaseTitle: random() < 0.3 ? base : phrase(random, 'en', 1 + Math.floor(random() * 3)),
      genre: genres[zipfIndex(random(), genres.length)] ?? 'Pop',
      duration: 90 + Math.floor(random() * 300),
    };
  }

  return { size, publishers, labels, writerCount, artistCount, work, writer, artist, recording };
}

export type RealisticCatalogue = ReturnType<typeof realisticCatalogue>;
