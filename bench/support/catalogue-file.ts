import { csvFileHeader, csvLine, formatIsrc, formatIswc, recordingColumns, workColumns, type CatalogueColumn } from '@repertoire/contract';
import { seededRandom } from '../../apps/server/test/support/seeded-random';
import { ipiNameNumber, iswcOf } from './identifiers';

/**
 * Catalogue files as members send them, one row per work or per recording: titles and names drawn
 * from large vocabularies with a realistic spread (a few very common words, a long tail), the same
 * people returning across the catalogue as in a real one, identifiers with valid check digits.
 * Seeded, so two runs read the same file.
 *
 * - A publisher's works file: one to four writers and publishers a work with IPI name numbers,
 *   shares that add up, ISWCs on most works.
 * - A label's recordings file: releases of one to fourteen tracks, each with its UPC/EAN, date and
 *   ℗ line; ISRCs by the label's registrant code and year; one or two main artists, sometimes a
 *   featured one; a line-up of the artists and session musicians; the label owning the master,
 *   sometimes with the artist; the work recorded named by ISWC or by work code on many tracks.
 */

const syllables = ['la', 'mor', 'ti', 'en', 'sa', 'ko', 'ri', 'va', 'nu', 'shi', 'dan', 'el', 'mi', 'ro', 'ba', 'the', 'an', 'lu', 'so', 'ka', 'ne', 'zi', 'qu', 'fa', 'go', 'ha', 'ju', 'ly', 'ar', 'os'];
const commonWords = ['love', 'the', 'night', 'heart', 'you', 'me', 'my', 'of', 'in', 'dream', 'fire', 'light', 'blue', 'home', 'baby', 'time', 'way', 'rain', 'sun', 'dance'];
const givenNames = ['Ana', 'João', 'Søren', 'Łukasz', 'Aïcha', 'Mei', 'Kenji', 'Olúwaseun', 'Priya', 'Björk', 'José', 'Zoë', 'Dmitri', 'Fatima', 'Liam', 'Chloé', 'Mateo', 'Yuki', 'Nadia', 'Émile'];
const familyNames = ['Silva', 'Nielsen', 'Kowalski', 'Diallo', 'Chen', 'Tanaka', 'Adeyemi', 'Sharma', 'Guðmundsdóttir', 'García', 'Müller', 'Ivanov', 'Haddad', 'Murphy', 'Rossi', 'Dubois', 'Kim', 'Okafor', 'Novak', 'Lindqvist'];

/** Draws from the vocabularies with a seeded generator: words and names spread as Zipf's law has them. */
function vocabulary(seed: number) {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  // Zipf-like: word k is chosen with weight 1/k, from a vocabulary of 20 common words and 27,000 made ones.
  const rareWord = () => Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(syllables)).join('');
  const word = () => (random() < 0.45 ? pick(commonWords) : rareWord());
  const title = () => {
    const words = Array.from({ length: 1 + Math.floor(random() * 4) }, word).join(' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
  /** Someone of a catalogue's `count` people, the first ones far more often than the last (as writers and artists are). */
  const frequent = (count: number) => Math.floor(count * random() ** 2);
  const personName = (i: number) => `${pick(givenNames)} ${pick(familyNames)} ${i}`;
  return { random, pick, title, frequent, personName };
}

/** A CSV file of a template: its header, then each row's cells by template key. */
function* templateLines(columns: readonly CatalogueColumn[], rows: Iterable<Map<string, string>>): Generator<string> {
  yield csvFileHeader(columns.map((column) => column.header));
  for (const cells of rows) yield csvLine(columns.map((column) => cells.get(column.key) ?? ''));
}

/** The whole file as one buffer, as an upload carries it. */
const fileOf = (lines: Iterable<string>) => Buffer.from([...lines].join(''), 'utf8');

// Works -----------------------------------------------------------------------------------------

export type WorksFileOptions = { rows: number; seed?: number; codePrefix?: string; iswcBase?: number };

/** The file's lines (header first), generated as they are read: a 100,000-row file never sits in memory twice. */
export function* worksFileLines(options: WorksFileOptions): Generator<string> {
  yield* templateLines(workColumns, workRows(options));
}

/** A party of a generated work: a writer (CA) with an IPI name number, or its publisher (E), and its share of each right in basis points. */
export type GeneratedParty = { name: string; ipi: string | null; role: 'CA' | 'E'; bp: number };

/** A publisher's work as the generator draws it, before it is written as a file's row or a CWR transaction. */
export type GeneratedWork = {
  code: string;
  title: string;
  iswc: string | null;
  language: string;
  durationSeconds: number;
  genre: string;
  /** The writers, then the publisher when there is one; each right adds up to 100%. */
  parties: GeneratedParty[];
};

/** A publisher's catalogue, a work at a time: the same draws whatever file it is written as. */
export function* generatedWorks(options: WorksFileOptions): Generator<GeneratedWork> {
  const { random, pick, title, frequent, personName } = vocabulary(options.seed ?? 1);
  // A catalogue's writers: 2,000 people, each with one IPI, some writing much more than others.
  const writers = Array.from({ length: 2000 }, (_, i) => {
    return { name: personName(i), ipi: ipiNameNumber(100_000_000 + i * 7919) };
  });
  const publishers = ['North Song Publishing', 'Éditions du Port', 'Blue Tail Music', 'Saffron Songs Ltd'];
  for (let i = 1; i <= options.rows; i += 1) {
    const code = `${options.codePrefix ?? 'W'}${String(i).padStart(7, '0')}`;
    const workTitle = title();
    const iswc = random() < 0.8 ? formatIswc(iswcOf((options.iswcBase ?? 100_000_000) + i)) : null;
    const language = random() < 0.7 ? 'en' : pick(['fr', 'es', 'pt', 'de', 'ja']);
    const durationSeconds = (2 + Math.floor(random() * 4)) * 60 + Math.floor(random() * 60);
    const genre = pick(['Pop', 'Rock', 'Jazz', 'Folk', 'Electronic']);
    const writerCount = 1 + Math.floor(random() * 3);
    // Writers share half of each right when a publisher holds the other half, all of it otherwise (in basis points, exact).
    const hasPublisher = random() < 0.7;
    const writersBp = hasPublisher ? 5000 : 10_000;
    const onRow = new Set<number>();
    const parties: GeneratedParty[] = [];
    for (let w = 1; w <= writerCount; w += 1) {
      let index = frequent(writers.length);
      while (onRow.has(index)) index = (index + 1) % writers.length;
      onRow.add(index);
      const writer = writers[index];
      if (!writer) break;
      const bp = w < writerCount ? Math.floor(writersBp / writerCount) : writersBp - Math.floor(writersBp / writerCount) * (writerCount - 1);
      parties.push({ name: writer.name, ipi: writer.ipi, role: 'CA', bp });
    }
    if (hasPublisher) parties.push({ name: pick(publishers), ipi: null, role: 'E', bp: 5000 });
    yield { code, title: workTitle, iswc, language, durationSeconds, genre, parties };
  }
}

function* workRows(options: WorksFileOptions): Generator<Map<string, string>> {
  for (const work of generatedWorks(options)) {
    const cells = new Map<string, string>();
    cells.set('work_code', work.code);
    cells.set('title', work.title);
    if (work.iswc) cells.set('iswc', work.iswc);
    cells.set('language', work.language);
    cells.set('duration', `0${Math.floor(work.durationSeconds / 60)}:${String(work.durationSeconds % 60).padStart(2, '0')}`);
    cells.set('genre', work.genre);
    work.parties.forEach((party, index) => {
      const n = index + 1;
      cells.set(`writer_${n}_name`, party.name);
      if (party.ipi) cells.set(`writer_${n}_ipi`, party.ipi);
      cells.set(`writer_${n}_role`, party.role);
      cells.set(`writer_${n}_performance_share`, String(party.bp / 100));
      cells.set(`writer_${n}_mechanical_share`, String(party.bp / 100));
    });
    yield cells;
  }
}

/** The whole file as one buffer, as an upload carries it. */
export function worksFile(options: WorksFileOptions): Buffer {
  return fileOf(worksFileLines(options));
}

// Recordings ------------------------------------------------------------------------------------

export type RecordingsFileOptions = {
  rows: number;
  seed?: number;
  /** The label's ISRC registrant code (three letters or digits): one file's ISRCs never meet another's. */
  registrant: string;
  /** The works file of the same member, whose works the tracks record: named by ISWC or by work code. */
  works?: Pick<WorksFileOptions, 'rows' | 'codePrefix' | 'iswcBase'>;
};

/** A UPC-A (11 digits) or EAN-13 (12 digits) with its check digit: from the right, weights 3, 1, 3… */
function withCheckDigit(body: string): string {
  const sum = [...body].reverse().reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const versions = ['Radio edit', 'Live', 'Remix', 'Acoustic', 'Remastered', 'Instrumental'];
const instruments = ['Drums', 'Bass guitar', 'Electric guitar', 'Piano', 'Keyboards', 'Violin', 'Backing vocals', 'Saxophone', 'Percussion', 'Trumpet'];
const recordingCountries = ['GB', 'GB', 'GB', 'US', 'US', 'FR', 'DE', 'SE', 'JP', 'NG'];

/** The file's lines (header first), generated as they are read. */
export function* recordingsFileLines(options: RecordingsFileOptions): Generator<string> {
  yield* templateLines(recordingColumns, recordingRows(options));
}

function* recordingRows(options: RecordingsFileOptions): Generator<Map<string, string>> {
  const { random, pick, title, frequent, personName } = vocabulary(options.seed ?? 1);
  // A label's roster: 600 artists (a few of them bands), some far busier than others; 300 session musicians.
  const artists = Array.from({ length: 600 }, (_, i) => (random() < 0.3 ? `The ${title()} ${i}` : personName(i)));
  const musicians = Array.from({ length: 300 }, (_, i) => personName(1000 + i));
  const imprints = ['Quayside Records', 'Quayside Records', 'Low Tide Recordings', 'Saffron Sound'];
  const genres = ['Pop', 'Rock', 'Jazz', 'Folk', 'Electronic', 'Hip hop'];
  // ISRC designation codes run from 1 each year, per registrant (ISO 3901).
  const designations = new Map<number, number>();
  let release = { left: 0, title: '', upc: '', date: '', year: 0, imprint: '', artist: '' };
  for (let i = 1; i <= options.rows; i += 1) {
    if (release.left === 0) {
      const year = 1990 + Math.floor(random() * 36);
      const [month, day] = [1 + Math.floor(random() * 12), 1 + Math.floor(random() * 28)];
      const pad = (n: number) => String(n).padStart(2, '0');
      release = {
        // Singles and EPs more often than albums.
        left: pick([1, 1, 1, 2, 4, 5, 10, 12, 14]),
        title: title(),
        // A UPC-A from the label's American distributor, an EAN-13 (prefix 50, the UK) from its European one.
        upc: withCheckDigit(random() < 0.6 ? `61234${String(i).padStart(6, '0')}` : `501234${String(i).padStart(6, '0')}`),
        // Distributors write dates either way.
        date: random() < 0.7 ? `${year}-${pad(month)}-${pad(day)}` : `${pad(day)}/${pad(month)}/${year}`,
        year,
        imprint: pick(imprints),
        artist: artists[frequent(artists.length)] ?? '',
      };
    }
    release.left -= 1;
    const designation = (designations.get(release.year) ?? 0) + 1;
    designations.set(release.year, designation);
    const mainArtists = random() < 0.15 ? [release.artist, artists[frequent(artists.length)] ?? ''] : [release.artist];
    const featured = random() < 0.2 ? artists[frequent(artists.length)] : undefined;

    const cells = new Map<string, string>();
    cells.set('isrc', formatIsrc(`GB${options.registrant}${String(release.year).slice(2)}${String(designation).padStart(5, '0')}`));
    cells.set('title', title());
    if (random() < 0.12) cells.set('version', pick(versions));
    cells.set('main_artists', [...new Set(mainArtists)].join('; '));
    if (featured && !mainArtists.includes(featured)) cells.set('featured_artists', featured);
    cells.set('content_type', random() < 0.03 ? 'music video' : 'audio');
    cells.set('duration', `0${2 + Math.floor(random() * 5)}:${String(Math.floor(random() * 60)).padStart(2, '0')}`);
    cells.set('release_title', release.title);
    cells.set('release_date', release.date);
    cells.set('record_label', release.imprint);
    cells.set('upc', release.upc);
    cells.set('p_year', String(release.year));
    cells.set('p_owner', `${release.imprint} Ltd`);
    cells.set('recording_country', pick(recordingCountries));
    cells.set('genre', pick(genres));
    if (options.works) {
      const work = 1 + Math.floor(random() * options.works.rows);
      const naming = random();
      // Found when the works file ran first; most works there have an ISWC, every one a code.
      if (naming < 0.4) cells.set('work_iswc', formatIswc(iswcOf((options.works.iswcBase ?? 100_000_000) + work)));
      else if (naming < 0.6) cells.set('work_code', `${options.works.codePrefix ?? 'W'}${String(work).padStart(7, '0')}`);
    }

    // The line-up: the main artists as featured performers, then up to four session musicians.
    const lineUp = mainArtists.map((name) => [name, 'featured', 'Lead vocals']);
    const session = Math.floor(random() * 5);
    for (let m = 0; m < session; m += 1) lineUp.push([musicians[frequent(musicians.length)] ?? '', 'non-featured', pick(instruments)]);
    [...new Map(lineUp.map((performer) => [performer[0], performer])).values()].forEach(([name = '', role = '', instrument = ''], index) => {
      cells.set(`performer_${index + 1}_name`, name);
      cells.set(`performer_${index + 1}_role`, role);
      cells.set(`performer_${index + 1}_instrument`, instrument);
    });

    // The label owns the master, now and then with the artist.
    const artistShare = random() < 0.25 ? pick(['50', '30', '33.33']) : null;
    cells.set('owner_1_name', `${release.imprint} Ltd`);
    cells.set('owner_1_share', artistShare ? String((100 - Number(artistShare)).toFixed(2).replace(/\.00$/, '')) : '100');
    if (artistShare) {
      cells.set('owner_2_name', release.artist);
      cells.set('owner_2_share', artistShare);
    }
    yield cells;
  }
}

export function recordingsFile(options: RecordingsFileOptions): Buffer {
  return fileOf(recordingsFileLines(options));
}
