import {
  PARTIES_PER_ROW,
  RECORDINGS_PER_ROW,
  ALTERNATIVE_TITLES_PER_ROW,
  workColumns,
  type PartyField,
  type WorkRecordingField as RecordingField,
  type WorkColumnKey,
} from '@repertoire/contract';
import { headerGuesser } from '../../table-files';

/**
 * Which works template column a file's header fills: the template's own header, then the names other societies' and
 * publishers' exports use ("Song Title", "Writer 1 IPI", "AKA 2"). Synonyms are written as normaliseHeader leaves
 * them: letters and digits, lower case.
 */

const simpleSynonyms: Partial<Record<WorkColumnKey, readonly string[]>> = {
  work_code: ['code', 'workcode', 'workid', 'songcode', 'songid', 'yourcode', 'yourworkcode', 'internalcode', 'catalogueno', 'cataloguenumber', 'catalognumber', 'worknumber', 'workref', 'reference'],
  title: ['title', 'songtitle', 'worktitle', 'songname', 'workname', 'titleofwork', 'maintitle', 'originaltitleofwork'],
  iswc: ['iswc', 'iswccode', 'iswcnumber', 'iswcno'],
  language: ['language', 'lang', 'languagecode', 'lyricslanguage', 'languageoflyrics'],
  duration: ['duration', 'length', 'runtime', 'time', 'durationmmss', 'durationhhmmss'],
  version: ['version', 'versiontype', 'worktype'],
  original_title: ['originaltitle', 'originalworktitle', 'titleoforiginalwork'],
  genre: ['genre', 'musicgenre'],
  creation_year: ['creationyear', 'year', 'yearofcreation', 'yearwritten', 'composedin'],
  instrumental: ['instrumental', 'isinstrumental'],
};

const partyWords = 'writer|writers|composer|author|publisher|songwriter|lyricist|party|interestedparty|writerpublisher|rightsholder|ip';
const partyFieldWords: Record<PartyField, string> = {
  name: 'name|lastname|fullname|',
  ipi: 'ipi|ipinumber|ipinamenumber|ipiname|ipino|cae|caeipi',
  role: 'role|capacity|designation|type',
  performance_share: 'performanceshare|perfshare|prshare|performance|perf|pr|share',
  mechanical_share: 'mechanicalshare|mechshare|mrshare|mechanical|mech|mr',
};
const recordingFieldWords: Record<RecordingField, string> = {
  isrc: 'isrc|isrccode',
  title: 'title|tracktitle|recordingtitle',
  artist: 'artist|mainartist|performer|artistname',
};

/** "Writer 1 IPI", "Composer 1 IPI", "IPI Writer 1": a party's column by its number and field. */
function partyKey(name: string): WorkColumnKey | null {
  for (const [field, words] of Object.entries(partyFieldWords) as [PartyField, string][]) {
    const match =
      new RegExp(`^(?:${partyWords})(\\d+)(?:${words})$`).exec(name) ?? new RegExp(`^(?:${words})(?:${partyWords})(\\d+)$`).exec(name);
    const n = Number(match?.[1]);
    if (match && n >= 1 && n <= PARTIES_PER_ROW) return `writer_${n}_${field}`;
  }
  return null;
}

/** "Recording 1 ISRC", "Track 2 Artist"; an unnumbered "ISRC" or "Artist" is the first recording's. */
function recordingKey(name: string): WorkColumnKey | null {
  for (const [field, words] of Object.entries(recordingFieldWords) as [RecordingField, string][]) {
    const match =
      new RegExp(`^(?:recording|track|sound)(\\d*)(?:${words})$`).exec(name) ?? (field === 'title' ? null : new RegExp(`^(?:${words})(\\d*)$`).exec(name));
    const n = Number(match?.[1] || 1);
    if (match && n >= 1 && n <= RECORDINGS_PER_ROW) return `recording_${n}_${field}`;
  }
  return null;
}

/** "Alternative title 2", "AKA 2"; with "type" after or before the number ("AKA 1 type", "Alt title type 1", "Type of AKA 1"), its type's column. */
function alternativeTitleKey(name: string): WorkColumnKey | null {
  const words = '(?:alternativetitle|alternatetitle|alttitle|othertitle|aka|alsoknownas|subtitle)';
  const type = '(?:type|titletype)';
  const typed =
    new RegExp(`^${words}(\\d*)${type}$`).exec(name) ??
    new RegExp(`^${words}${type}(\\d*)$`).exec(name) ??
    new RegExp(`^${type}(?:of)?${words}(\\d*)$`).exec(name);
  const match = typed ?? new RegExp(`^${words}(\\d*)$`).exec(name);
  const n = Number(match?.[1] || 1);
  if (!match || n < 1 || n > ALTERNATIVE_TITLES_PER_ROW) return null;
  return typed ? `alt_title_${n}_type` : `alt_title_${n}`;
}

/** The works template key a header names, or null when it names none. */
export const guessWorkColumnKey: (header: string) => WorkColumnKey | null = headerGuesser(
  workColumns,
  simpleSynonyms,
  (name) => partyKey(name) ?? recordingKey(name) ?? alternativeTitleKey(name),
);
