import {
  OWNERS_PER_ROW,
  PERFORMERS_PER_ROW,
  recordingColumns,
  type OwnerField,
  type PerformerField,
  type RecordingColumnKey,
} from '@repertoire/contract';
import { headerGuesser } from '../../table-files';

/**
 * Which recordings template column a file's header fills: the template's own headers, then the names labels',
 * distributors' and other societies' exports use ("Track Title", "ISRC Code", "UPC/EAN", "P Line", "Musician 1").
 * Synonyms are written as normaliseHeader leaves them: letters and digits, lower case.
 */

const simpleSynonyms: Partial<Record<RecordingColumnKey, readonly string[]>> = {
  isrc: ['isrc', 'isrccode', 'isrcnumber', 'isrcno', 'trackisrc', 'recordingisrc'],
  title: ['title', 'tracktitle', 'trackname', 'song', 'songtitle', 'songname', 'recordingtitle', 'recordingname'],
  version: ['version', 'versiontitle', 'mixversion', 'mix', 'subtitle', 'trackversion'],
  main_artists: ['artist', 'artists', 'mainartist', 'mainartists', 'primaryartist', 'primaryartists', 'artistname', 'trackartist', 'displayartist', 'performingartist'],
  featured_artists: ['feat', 'featuring', 'ft', 'featuredartist', 'featuredartists', 'featartist', 'featartists', 'guestartist', 'guestartists'],
  content_type: ['contenttype', 'type', 'mediatype', 'recordingtype'],
  duration: ['duration', 'length', 'runtime', 'time', 'tracklength', 'trackduration', 'durationmmss', 'durationhhmmss', 'playtime'],
  release_title: ['releasetitle', 'release', 'releasename', 'album', 'albumtitle', 'albumname', 'producttitle', 'product'],
  release_date: ['releasedate', 'date', 'originalreleasedate', 'firstreleasedate', 'dateofrelease', 'streetdate', 'digitalreleasedate'],
  record_label: ['label', 'recordlabel', 'labelname', 'releaselabel', 'imprint'],
  upc: ['upc', 'ean', 'upcean', 'eanupc', 'barcode', 'upccode', 'eancode', 'productupc', 'releaseupc', 'gtin'],
  p_year: ['pyear', 'plineyear', 'phonogramyear', 'copyrightyear', 'year', 'recordingyear', 'pdate'],
  p_owner: ['powner', 'pline', 'plineowner', 'plineholder', 'phonogramowner', 'copyrightowner', 'pholder', 'line'],
  recording_country: ['countryofrecording', 'recordingcountry', 'country', 'countryrecorded', 'recordedin', 'locationcountry'],
  genre: ['genre', 'musicgenre', 'primarygenre', 'style'],
  work_iswc: ['workiswc', 'iswc', 'compositioniswc', 'songiswc', 'iswccode'],
  work_code: ['workcode', 'workid', 'songcode', 'compositioncode', 'compositionid', 'yourworkcode', 'workref'],
};

// Not "artist": "Artist 1", "Artist 2" list main artists one per column, not the line-up.
const performerWords = 'performer|musician|contributor|player|participant';
const performerFieldWords: Record<PerformerField, string> = {
  name: 'name|fullname|',
  role: 'role|type|featured|status|category',
  instrument: 'instrument|instrumentorpart|part|instruments',
};
const ownerWords = 'owner|masterowner|rightsowner|masterrightsowner|mastersowner';
const ownerFieldWords: Record<OwnerField, string> = {
  name: 'name|',
  share: 'share|percentage|percent|split|ownershipshare|ownership',
};

/** "Performer 1 Name", "Musician 2 Instrument", "Name Performer 1": a numbered group's column by its number and field. */
function numberedKey<Field extends string>(
  name: string,
  groupWords: string,
  fieldWords: Record<Field, string>,
  limit: number,
  key: (n: number, field: Field) => RecordingColumnKey,
): RecordingColumnKey | null {
  for (const [field, words] of Object.entries(fieldWords) as [Field, string][]) {
    const match = new RegExp(`^(?:${groupWords})(\\d*)(?:${words})$`).exec(name) ?? new RegExp(`^(?:${words})(?:${groupWords})(\\d+)$`).exec(name);
    const n = Number(match?.[1] || 1);
    if (match && n >= 1 && n <= limit) return key(n, field);
  }
  return null;
}

/** Numbered performers and owners; without a number ("Master Owner", "Performer Role"), the first one's. */
function groupKey(name: string): RecordingColumnKey | null {
  return (
    numberedKey(name, performerWords, performerFieldWords, PERFORMERS_PER_ROW, (n, field) => `performer_${n}_${field}`) ??
    numberedKey(name, ownerWords, ownerFieldWords, OWNERS_PER_ROW, (n, field) => `owner_${n}_${field}`)
  );
}

/** The recordings template key a header names, or null when it names none. */
export const guessRecordingColumnKey: (header: string) => RecordingColumnKey | null = headerGuesser(recordingColumns, simpleSynonyms, groupKey);
