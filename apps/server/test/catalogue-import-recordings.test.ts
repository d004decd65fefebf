import ExcelJS from 'exceljs';
import { recordingColumns, type SoundRecordingDetails, type SoundRecordingLogEntry } from '@repertoire/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueImports, musicalWorks, rightsHolders, soundRecordings } from '../src/db/schema';
import type { Actor } from '../src/lib/actor';
import {
  checkRecordingRow,
  guessRecordingColumnKey,
  MISSING_ISRC_WARNING,
  newSeenRecordings,
  recordingsKind,
  type ReadyRow,
  type RecordingRowCheck,
  type CheckedRecording,
} from '../src/features/catalogue-import';
import { mapHeaders, readTable, type FileColumns, type TableRow } from '../src/table-files';
import { completeRecording, createMusicalWork, createRecording, createRegisteredRecording } from './support/catalogue';
import { createMember, createStaff, type TestMember } from './support/factories';
import { buildTestApp, type TestApp } from './support/test-app';

// Rows as a member's file gives them -----------------------------------------------------------

const HEADER = recordingColumns.map((column) => column.header);

function columnsOf(header: readonly string[]): FileColumns {
  const mapping = mapHeaders(header, guessRecordingColumnKey);
  const columns = new Map<string, { index: number; header: string }>();
  mapping.keys.forEach((key, index) => key && columns.set(key, { index, header: header[index] ?? '' }));
  return columns;
}

/** A row of the template with the given cells, by template header; the row number counts the header as row 1. */
function templateRow(cells: Record<string, string>, row = 2): TableRow {
  return { row, cells: HEADER.map((header) => cells[header] ?? '') };
}

const complete: Record<string, string> = {
  ISRC: 'GB-AAA-24-00001',
  Title: 'Harbour Lights',
  Version: 'Radio edit',
  'Main artists': 'The Tidewaters; Mara Quinn',
  'Featured artists': 'Sol Reyes',
  'Content type': 'Audio',
  Duration: '03:45',
  'Release title': 'Harbour Lights EP',
  'Release date': '01/03/2024',
  Label: 'Harbour Lights Records',
  UPC: '036000291452',
  '℗ year': '2024',
  '℗ owner': 'Harbour Lights Records',
  'Country of recording': 'gb',
  Genre: 'Pop',
  'Performer 1 name': 'Mara Quinn',
  'Performer 1 role': 'Featured',
  'Performer 1 instrument or part': 'Lead vocals',
  'Performer 2 name': 'Tom Reed',
  'Performer 2 role': 'non-featured',
  'Performer 2 instrument or part': 'Bass guitar',
  'Owner 1 name': 'Harbour Lights Records',
  'Owner 1 share': '60%',
  'Owner 2 name': 'Mara Quinn',
  'Owner 2 share': '40',
};

function check(cells: Record<string, string>, row = 2): RecordingRowCheck {
  return checkRecordingRow(templateRow(cells, row), columnsOf(HEADER), newSeenRecordings());
}

const messages = (check: RecordingRowCheck, kind: 'errors' | 'warnings' = 'errors') => check[kind].map((problem) => [problem.column, problem.message]);

describe('reading a recordings file', () => {
  it('turns a complete row into a recording with its line-up, owners and work', () => {
    const result = check({ ...complete, 'Work code': 'HL-001' });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.item).toEqual({
      recording: {
        title: 'Harbour Lights',
        version: 'Radio edit',
        isrc: 'GBAAA2400001',
        main_artists: ['The Tidewaters', 'Mara Quinn'],
        featured_artists: ['Sol Reyes'],
        content_type: 'audio',
        duration: 225,
        release_title: 'Harbour Lights EP',
        release_date: '2024-03-01',
        record_label: 'Harbour Lights Records',
        upc: '036000291452',
        p_year: 2024,
        p_owner: 'Harbour Lights Records',
        recording_country: 'GB',
        genre: 'Pop',
        performers: [
          { name: 'Mara Quinn', role: 'featured', instrument_or_part: 'Lead vocals' },
          { name: 'Tom Reed', role: 'non_featured', instrument_or_part: 'Bass guitar' },
        ],
      },
      work: { iswc: null, work_code: 'HL-001' },
      owners: [
        { name: 'Harbour Lights Records', share: 60 },
        { name: 'Mara Quinn', share: 40 },
      ],
    } satisfies CheckedRecording);
  });

  it('refuses an ISRC of the wrong shape with the form’s words', () => {
    expect(messages(check({ ...complete, ISRC: 'GB-AAA-24' }))).toEqual([['ISRC', 'ISRC must look like CC-XXX-YY-NNNNN (12 characters)']]);
  });

  it('refuses a release date that is no date, or in the future', () => {
    expect(check({ ...complete, 'Release date': '31/02/2024' }).errors).toHaveLength(1);
    expect(messages(check({ ...complete, 'Release date': '2999-01-01' }))).toEqual([['Release date', 'Release date cannot be in the future']]);
  });

  it('reads a date Excel shows as its day number, and a date cell of a workbook', async () => {
    expect(check({ ...complete, 'Release date': '45352' }).item?.recording.release_date).toBe('2024-03-01');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Recordings');
    sheet.addRow(['Title', 'Release Date']);
    sheet.addRow(['Harbour Lights', new Date(Date.UTC(2024, 2, 1))]);
    sheet.getCell('B2').numFmt = 'dd/mm/yyyy';
    const table = await readTable({ buffer: Buffer.from(await workbook.xlsx.writeBuffer()), fileName: 'recordings.xlsx' });
    const rows: TableRow[] = [];
    for await (const row of table.rows) rows.push(row);
    const [row] = rows;
    if (!row) throw new Error('no row read');
    const result = checkRecordingRow(row, columnsOf(table.header), newSeenRecordings());
    expect(result.item?.recording.release_date).toBe('2024-03-01');
  });

  it('warns of a duration of an hour or more, which Excel may have read from minutes', () => {
    const result = check({ ...complete, Duration: '3:45:00' });
    expect(result.item?.recording.duration).toBe(13500);
    expect(messages(result, 'warnings')).toEqual([['Duration', 'The duration is more than an hour (3:45:00): check that minutes were not read as hours']]);
  });

  it('refuses a duration that is no duration, naming its column', () => {
    expect(messages(check({ ...complete, Duration: '3 minutes' }))).toEqual([['Duration', 'Enter the duration as MM:SS or HH:MM:SS, e.g. 03:45']]);
  });

  it('takes a content type by value or label and refuses others', () => {
    expect(check({ ...complete, 'Content type': 'music video' }).item?.recording.content_type).toBe('music_video');
    expect(check({ ...complete, 'Content type': 'music_video' }).item?.recording.content_type).toBe('music_video');
    expect(messages(check({ ...complete, 'Content type': 'vinyl' }))).toEqual([['Content type', 'Choose audio or music video']]);
  });

  it('refuses a performer with a name but no role, naming the column', () => {
    expect(messages(check({ ...complete, 'Performer 2 role': '' }))).toEqual([['Performer 2 role', 'Choose featured or non-featured']]);
    expect(messages(check({ ...complete, 'Performer 2 role': 'session' }))).toEqual([['Performer 2 role', 'Choose featured or non-featured']]);
  });

  it('refuses owners whose shares add up to more than 100%', () => {
    expect(messages(check({ ...complete, 'Owner 2 share': '50' }))).toEqual([[null, 'Master ownership shares add up to 110.00%: they cannot be more than 100%']]);
  });

  it('refuses the same ISRC twice in a file, naming the first row', () => {
    const columns = columnsOf(HEADER);
    const seen = newSeenRecordings();
    checkRecordingRow(templateRow(complete, 2), columns, seen);
    const again = checkRecordingRow(templateRow({ ...complete, ISRC: 'gbaaa2400001' }, 5), columns, seen);
    expect(again.item).toBeNull();
    expect(messages(again)).toEqual([['ISRC', 'This ISRC is already given on row 2']]);
  });

  it('keeps a row without ISRC, or not ready for submission, as a draft with warnings', () => {
    const result = check({ ...complete, ISRC: '', 'Performer 1 role': 'non-featured' });
    expect(result.item).not.toBeNull();
    expect(messages(result, 'warnings')).toEqual([
      ['ISRC', MISSING_ISRC_WARNING],
      [null, 'Add the ISRC: a recording is registered under its ISRC'],
      [null, 'Add at least one featured performer'],
    ]);
  });

  it('splits artists on semicolons, keeping commas inside names', () => {
    expect(check({ ...complete, 'Main artists': 'Crosby, Stills & Nash ;Neil Young;  ' }).item?.recording.main_artists).toEqual([
      'Crosby, Stills & Nash',
      'Neil Young',
    ]);
  });

  it('maps the headers labels’ and distributors’ exports use', () => {
    const headers = {
      'Track Title': 'title',
      Song: 'title',
      Artist: 'main_artists',
      'Main Artist(s)': 'main_artists',
      'Feat.': 'featured_artists',
      'ISRC Code': 'isrc',
      Label: 'record_label',
      'Release Date': 'release_date',
      'UPC/EAN': 'upc',
      Barcode: 'upc',
      'P Line': 'p_owner',
      '℗ Year': 'p_year',
      'Country of Recording': 'recording_country',
      'Performer 1 Name': 'performer_1_name',
      'Musician 1': 'performer_1_name',
      'Musician 2 Instrument': 'performer_2_instrument',
      'Performer 3 Role': 'performer_3_role',
      'Owner 1 Share': 'owner_1_share',
      'Master Owner': 'owner_1_name',
      'Owner 2 Name': 'owner_2_name',
      'Work ISWC': 'work_iswc',
      Album: 'release_title',
      'Artist 2': null,
      Notes: null,
    };
    expect(Object.fromEntries(Object.keys(headers).map((header) => [header, guessRecordingColumnKey(header)]))).toEqual(headers);
    for (const column of recordingColumns) expect(guessRecordingColumnKey(column.header)).toBe(column.key);
  });
});

// Saving against the database ------------------------------------------------------------------

let t: TestApp;
let staff: TestMember;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createStaff(t);
});
afterAll(() => t.close());

const actorOf = (member: TestMember): Actor => ({ id: member.id, role: 'member', name: 'Mara Quinn' });

async function newImport(member: TestMember): Promise<string> {
  const [row] = await t.db
    .insert(catalogueImports)
    .values({ ownerId: member.id, kind: 'recordings', fileName: 'recordings.csv', format: 'csv', file: Buffer.from('x'), header: HEADER, mapping: [], sample: [] })
    .returning();
  if (!row) throw new Error('no import');
  return row.id;
}

/** The pipeline's steps for one batch: check the rows, match them, save what is not skipped in one transaction. */
async function importRows(member: TestMember, rows: Record<string, string>[], submit = false) {
  const checker = recordingsKind.rowChecker(columnsOf(HEADER));
  const checks = rows.map((cells, index) => checker(templateRow(cells, index + 2)));
  const matches = await recordingsKind.matchBatch(t.db, member.id, checks);
  const ready: ReadyRow<CheckedRecording>[] = checks.flatMap((c) => {
    const match = matches.get(c.row);
    return c.item && match && match.action !== 'skip' ? [{ row: c.row, item: c.item, match }] : [];
  });
  const importId = await newImport(member);
  const outcome = await t.db.transaction((tx) => recordingsKind.writeBatch(tx, actorOf(member), ready, { submit, importId }));
  return { checks, matches, outcome };
}

async function ownRecordings(member: TestMember) {
  return t.db.select().from(soundRecordings).where(eq(soundRecordings.ownerId, member.id));
}

async function detailsOf(member: TestMember, id: string): Promise<SoundRecordingDetails> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/sound-recordings/${id}`, headers: member.auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { data: SoundRecordingDetails } }).data.data;
}

let isrcSequence = 0;
const nextIsrc = () => `GB-IMP-24-${String(++isrcSequence).padStart(5, '0')}`;

describe('importing recordings', () => {
  it('creates drafts with line-up, owners and works, submitting the complete ones', async () => {
    const member = await createMember(t);
    const coded = await createMusicalWork(t, member, { title: 'Harbour Lights' });
    await t.db.update(musicalWorks).set({ workCode: 'HL-001' }).where(eq(musicalWorks.id, coded));
    const registered = await createMusicalWork(t, staff, { title: 'Night Ferry', iswc: 'T1234567894', status: 'registered' });
    const [first, second] = [nextIsrc(), nextIsrc()];
    const { outcome, matches } = await importRows(
      member,
      [
        { ...complete, ISRC: first, 'Owner 1 name': 'Quayside Masters', 'Work code': 'hl-001' },
        { ...complete, ISRC: second, Title: 'Night Ferry', 'Performer 1 role': 'non-featured', 'Owner 1 name': 'quayside masters', 'Work ISWC': 'T-123.456.789-4' },
      ],
      true,
    );
    expect([...matches.values()]).toEqual([{ action: 'create' }, { action: 'create' }]);
    expect(outcome).toEqual({
      created: 2,
      updated: 0,
      submitted: 1,
      problems: [],
      notes: [{ row: 3, column: null, message: 'Kept as a draft: Add at least one featured performer' }],
    });

    const rows = await ownRecordings(member);
    const byIsrc = new Map(rows.map((row) => [row.isrc, row]));
    const submitted = await detailsOf(member, byIsrc.get(first.replaceAll('-', ''))?.id ?? '');
    expect(submitted).toMatchObject({ status: 'submitted', musical_work: { id: coded, is_own: true }, ownership_total: 100 });
    expect(submitted.performers.map((p) => [p.name, p.role, p.instrument_or_part])).toEqual([
      ['Mara Quinn', 'featured', 'Lead vocals'],
      ['Tom Reed', 'non_featured', 'Bass guitar'],
    ]);
    const draft = await detailsOf(member, byIsrc.get(second.replaceAll('-', ''))?.id ?? '');
    expect(draft).toMatchObject({ status: 'draft', musical_work: { id: registered, is_own: false }, warnings: ['Add at least one featured performer'] });
    expect(draft.ownership.map((o) => [o.rights_holder.name, o.share])).toEqual([
      ['Quayside Masters', 60],
      ['Mara Quinn', 40],
    ]);

    // Named on two rows, added to the directory once.
    const holders = await t.db.select().from(rightsHolders).where(and(eq(rightsHolders.name, 'Quayside Masters'), eq(rightsHolders.createdById, member.id)));
    expect(holders).toHaveLength(1);

    const logs = await t.app.inject({ method: 'GET', url: `/api/v1/sound-recordings/logs?recording_id=${submitted.id}`, headers: member.auth });
    const events = (logs.json() as { data: { data: SoundRecordingLogEntry[] } }).data.data.map((entry) => entry.event);
    expect(events.sort()).toEqual(['created', 'submitted']);
  });

  it('finds its recordings again on a second import: drafts updated, submitted ones left alone, nothing twice', async () => {
    const member = await createMember(t);
    const [first, second] = [nextIsrc(), nextIsrc()];
    const rows = [
      { ...complete, ISRC: first },
      { ...complete, ISRC: second, Title: 'Night Ferry', 'Performer 1 role': 'non-featured' },
      { ...complete, ISRC: '', Title: 'Low Tide', Version: '' },
    ];
    await importRows(member, rows, true);
    const again = await importRows(member, rows.map((row) => ({ ...row, Genre: 'Folk' })), true);
    expect([...again.matches.values()].map((match) => match.action)).toEqual(['skip', 'update', 'update']);
    expect(again.matches.get(2)).toMatchObject({ note: 'Your recording “Harbour Lights” is in review: it is left as it is' });
    expect(again.outcome).toEqual({ created: 0, updated: 2, submitted: 0, problems: [], notes: [] });
    const stored = await ownRecordings(member);
    expect(stored).toHaveLength(3);
    expect(stored.map((row) => [row.title, row.genre]).sort()).toEqual([
      ['Harbour Lights', 'Pop'],
      ['Low Tide', 'Folk'],
      ['Night Ferry', 'Folk'],
    ]);
  });

  it('submits a draft that a second import completes', async () => {
    const member = await createMember(t);
    const row = { ...complete, ISRC: nextIsrc() };
    await importRows(member, [{ ...row, 'Performer 1 role': 'non-featured' }], true);
    const again = await importRows(member, [row], true);
    expect(again.outcome).toEqual({ created: 0, updated: 1, submitted: 1, problems: [], notes: [] });
    const [stored] = await ownRecordings(member);
    expect(stored?.status).toBe('submitted');
  });

  it('leaves out a recording whose ISRC another member registered, and warns of likely duplicates', async () => {
    const owner = await createMember(t);
    const member = await createMember(t);
    const isrc = nextIsrc();
    const theirs = await createRegisteredRecording(t, owner, staff, completeRecording(owner.rightsHolderId ?? '', { title: 'Harbour Lights', isrc, main_artists: ['The Tidewaters'] }));
    const { checks, matches, outcome } = await importRows(member, [
      { ...complete, ISRC: isrc },
      { ...complete, ISRC: nextIsrc(), 'Main artists': 'The Tidewaters' },
    ]);
    const message = `ISRC ${isrc} is already registered to the recording “Harbour Lights” by The Tidewaters`;
    expect(matches.get(2)).toEqual({ action: 'skip', itemId: theirs.id, note: message });
    expect(messages(checks[0] as RecordingRowCheck, 'warnings')).toContainEqual([null, `${message}: the row is left out`]);
    expect(messages(checks[1] as RecordingRowCheck, 'warnings')).toContainEqual([null, 'Possibly a duplicate of the registered recording “Harbour Lights” by The Tidewaters (same title, artist in common)']);
    expect(outcome.created).toBe(1);
  });

  it('warns of a registered recording whose title is alike, misspelt or not, with an artist in common, and of no other', async () => {
    const owner = await createMember(t);
    const member = await createMember(t);
    const registered = completeRecording(owner.rightsHolderId ?? '', { main_artists: ['The Vesper Lines'] });
    await createRegisteredRecording(t, owner, staff, { ...registered, title: 'Lantern Road', isrc: nextIsrc() });
    await createRegisteredRecording(t, owner, staff, { ...registered, title: 'Ciudad Dormida', isrc: nextIsrc() });
    const draftIsrc = nextIsrc();
    await createRecording(t, member, { title: 'Lantern Road', isrc: draftIsrc, main_artists: ['The Vesper Lines'] });
    const { checks, matches } = await importRows(member, [
      { ...complete, ISRC: nextIsrc(), Title: 'Lanter Road', 'Main artists': 'Vesper Lines' },
      { ...complete, ISRC: nextIsrc(), Title: 'CIUDAD DORMIDA (Live)', 'Main artists': 'the vesper lines; Sol Reyes' },
      { ...complete, ISRC: nextIsrc(), Title: 'Lantern Road', 'Main artists': 'Someone Else' },
      // The member's own draft, found by its ISRC: updated, not warned of.
      { ...complete, ISRC: draftIsrc, Title: 'Lantern Road', 'Main artists': 'The Vesper Lines' },
    ]);
    expect([...matches.values()].map((match) => match.action)).toEqual(['create', 'create', 'create', 'update']);
    const duplicates = checks.map((check) => check.warnings.flatMap((warning) => (warning.message.includes('duplicate') ? [warning.message] : [])));
    expect(duplicates).toEqual([
      ['Possibly a duplicate of the registered recording “Lantern Road” by The Vesper Lines (title one typo away, artist in common)'],
      ['Possibly a duplicate of the registered recording “Ciudad Dormida” by The Vesper Lines (same title, artist in common)'],
      [],
      [],
    ]);
  });

  it('leaves out the member’s own draft whose ISRC another member has since registered', async () => {
    const owner = await createMember(t);
    const member = await createMember(t);
    const isrc = nextIsrc();
    const draft = await createRecording(t, member, { title: 'Harbour Lights', isrc });
    const theirs = await createRegisteredRecording(t, owner, staff, completeRecording(owner.rightsHolderId ?? '', { title: 'Harbour Lights', isrc, main_artists: ['The Tidewaters'] }));
    const { matches, outcome } = await importRows(member, [{ ...complete, ISRC: isrc }]);
    expect(matches.get(2)).toMatchObject({ action: 'skip', itemId: theirs.id });
    expect(outcome).toEqual({ created: 0, updated: 0, submitted: 0, problems: [], notes: [] });
    expect(await detailsOf(member, draft.id)).toMatchObject({ status: 'draft', genre: null });
  });

  it('saves a recording without the work it names when no such work is there', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    // Another member's draft is not theirs to link, even by its ISWC.
    await createMusicalWork(t, other, { title: 'Quiet Work', iswc: 'T0000000010' });
    const { checks, outcome } = await importRows(member, [{ ...complete, ISRC: nextIsrc(), 'Work ISWC': 'T-000.000.001-0', 'Work code': 'NOPE' }]);
    expect(messages(checks[0] as RecordingRowCheck, 'warnings')).toContainEqual([
      null,
      'No work with ISWC T-000.000.001-0 or code NOPE: the recording is saved without its work',
    ]);
    expect(outcome.created).toBe(1);
    const [row] = await ownRecordings(member);
    expect(row?.musicalWorkId).toBeNull();
  });

  it('never touches another member’s recordings', async () => {
    const owner = await createMember(t);
    const member = await createMember(t);
    const isrc = nextIsrc();
    const theirs = await createRecording(t, owner, { title: 'Harbour Lights', isrc, main_artists: ['The Tidewaters'] });
    const { matches, outcome } = await importRows(member, [
      { ...complete, ISRC: isrc, Genre: 'Folk' },
      { ...complete, ISRC: '', 'Main artists': 'The Tidewaters', Version: '' },
    ]);
    expect([...matches.values()]).toEqual([{ action: 'create' }, { action: 'create' }]);
    expect(outcome.created).toBe(2);
    const [stored] = await t.db.select().from(soundRecordings).where(eq(soundRecordings.id, theirs.id));
    expect(stored).toMatchObject({ ownerId: owner.id, genre: null, updatedAt: new Date(theirs.updated_at) });

    // An update aimed at another member's recording is refused as not found, not saved.
    const checker = recordingsKind.rowChecker(columnsOf(HEADER));
    const item = checker(templateRow(complete)).item;
    if (!item) throw new Error('row refused');
    const importId = await newImport(member);
    const refused = await t.db.transaction((tx) =>
      recordingsKind.writeBatch(tx, actorOf(member), [{ row: 2, item, match: { action: 'update', itemId: theirs.id, note: '' } }], { submit: false, importId }),
    );
    expect(refused).toEqual({ created: 0, updated: 0, submitted: 0, problems: [{ row: 2, column: null, message: 'Sound recording not found' }], notes: [] });
  });
});
