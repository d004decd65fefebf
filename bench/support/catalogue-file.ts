import { csvFileHeader, csvLine, formatIswc, workColumns } from '@repertoire/contract';
import { seededRandom } from '../../apps/server/test/support/seeded-random';

/**
 * A publisher's works file as members send them: titles and names drawn from large vocabularies
 * with a realistic spread (a few very common words, a long tail), one to four writers and
 * publishers a work with IPI name numbers (the same writers return across the catalogue, as in a
 * real one), shares that add up, valid ISWCs on most works, recordings on some. Seeded, so two runs
 * read the same file.
 */


const syllables = ['la', 'mor', 'ti', 'en', 'sa', 'ko', 'ri', 'va', 'nu', 'shi', 'dan', 'el', 'mi', 'ro', 'ba', 'the', 'an', 'lu', 'so', 'ka', 'ne', 'zi', 'qu', 'fa', 'go', 'ha', 'ju', 'ly', 'ar', 'os'];
const commonWords = ['love', 'the', 'night', 'heart', 'you', 'me', 'my', 'of', 'in', 'dream', 'fire', 'light', 'blue', 'home', 'baby', 'time', 'way', 'rain', 'sun', 'dance'];
const givenNames = ['Ana', 'João', 'Søren', 'Łukasz', 'Aïcha', 'Mei', 'Kenji', 'Olúwaseun', 'Priya', 'Björk', 'José', 'Zoë', 'Dmitri', 'Fatima', 'Liam', 'Chloé', 'Mateo', 'Yuki', 'Nadia', 'Émile'];
const familyNames = ['Silva', 'Nielsen', 'Kowalski', 'Diallo', 'Chen', 'Tanaka', 'Adeyemi', 'Sharma', 'Guðmundsdóttir', 'García', 'Müller', 'Ivanov', 'Haddad', 'Murphy', 'Rossi', 'Dubois', 'Kim', 'Okafor', 'Novak', 'Lindqvist'];

function ipiCheck(first9: string): string {
  const r = [...first9].reduce((acc, digit, i) => acc + Number(digit) * (10 - i), 0) % 101;
  return String(r === 0 ? 0 : (101 - r) % 100).padStart(2, '0');
}
function iswcOf(n: number): string {
  const body = String(n).padStart(9, '0');
  const sum = 1 + [...body].reduce((acc, digit, i) => acc + (i + 1) * Number(digit), 0);
  return formatIswc(`T${body}${(10 - (sum % 10)) % 10}`);
}

export type WorksFileOptions = { rows: number; seed?: number; codePrefix?: string; iswcBase?: number };

/** The file's lines (header first), generated as they are read: a 100,000-row file never sits in memory twice. */
export function* worksFileLines(options: WorksFileOptions): Generator<string> {
  const random = seededRandom(options.seed ?? 1);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  // Zipf-like: word k is chosen with weight 1/k, from a vocabulary of 20 common words and 27,000 made ones.
  const rareWord = () => Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(syllables)).join('');
  const word = () => (random() < 0.45 ? pick(commonWords) : rareWord());
  const title = () => {
    const words = Array.from({ length: 1 + Math.floor(random() * 4) }, word).join(' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
  // A catalogue's writers: 2,000 people, each with one IPI, some writing much more than others.
  const writers = Array.from({ length: 2000 }, (_, i) => {
    const first9 = String(100_000_000 + i * 7919).slice(0, 9);
    return { name: `${pick(givenNames)} ${pick(familyNames)} ${i}`, ipi: `${first9}${ipiCheck(first9)}` };
  });
  const publishers = ['North Song Publishing', 'Éditions du Port', 'Blue Tail Music', 'Saffron Songs Ltd'];
  const keys = workColumns.map((column) => column.key);
  yield csvFileHeader(workColumns.map((column) => column.header));
  for (let i = 1; i <= options.rows; i += 1) {
    const cells = new Map<string, string>();
    cells.set('work_code', `${options.codePrefix ?? 'W'}${String(i).padStart(7, '0')}`);
    cells.set('title', title());
    if (random() < 0.8) cells.set('iswc', iswcOf((options.iswcBase ?? 100_000_000) + i));
    cells.set('language', random() < 0.7 ? 'en' : pick(['fr', 'es', 'pt', 'de', 'ja']));
    cells.set('duration', `0${2 + Math.floor(random() * 4)}:${String(Math.floor(random() * 60)).padStart(2, '0')}`);
    cells.set('genre', pick(['Pop', 'Rock', 'Jazz', 'Folk', 'Electronic']));
    const writerCount = 1 + Math.floor(random() * 3);
    // Writers share half of each right when a publisher holds the other half, all of it otherwise (in basis points, exact).
    const hasPublisher = random() < 0.7;
    const writersBp = hasPublisher ? 5000 : 10_000;
    const onRow = new Set<number>();
    for (let w = 1; w <= writerCount; w += 1) {
      let index = Math.floor(writers.length * random() ** 2);
      while (onRow.has(index)) index = (index + 1) % writers.length;
      onRow.add(index);
      const writer = writers[index];
      if (!writer) break;
      const bp = w < writerCount ? Math.floor(writersBp / writerCount) : writersBp - Math.floor(writersBp / writerCount) * (writerCount - 1);
      cells.set(`writer_${w}_name`, writer.name);
      cells.set(`writer_${w}_ipi`, writer.ipi);
      cells.set(`writer_${w}_role`, 'CA');
      cells.set(`writer_${w}_performance_share`, String(bp / 100));
      cells.set(`writer_${w}_mechanical_share`, String(bp / 100));
    }
    if (hasPublisher) {
      const n = writerCount + 1;
      cells.set(`writer_${n}_name`, pick(publishers));
      cells.set(`writer_${n}_role`, 'E');
      cells.set(`writer_${n}_performance_share`, '50');
      cells.set(`writer_${n}_mechanical_share`, '50');
    }
    yield csvLine(keys.map((key) => cells.get(key) ?? ''));
  }
}

/** The whole file as one buffer, as an upload carries it. */
export function worksFile(options: WorksFileOptions): Buffer {
  return Buffer.from([...worksFileLines(options)].join(''), 'utf8');
}
