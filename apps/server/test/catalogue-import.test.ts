import type { CatalogueImport, Job, MusicalWorkDetails, MusicalWorkHistoryEntry, SoundRecordingDetails } from '@repertoire/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueImports, musicalWorks, notifications, soundRecordings } from '../src/db/schema';
import { musicalWorks as works } from '../src/features/musical-works';
import { createMusicalWorks } from '../src/features/musical-works/musical-works.service';
import { completeRecording, createRecording, createRightsHolder } from './support/catalogue';
import { catalogueImportApi, type Answer } from './support/catalogue-imports';
import { createMember, type TestMember } from './support/factories';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const VALID_ISWC = 'T-123.456.789-4';
const VALID_IPI = '00141073316';

/** A publisher's own export: their headers, semicolons, a code column of their own. */
const foreignFile = [
  'Song Title;Writer 1 Name;Writer 1 IPI;Writer 1 Role;Writer 1 Share;ISWC;Code',
  `Harbour Lights;Ada Lovelace;${VALID_IPI};CA;100;${VALID_ISWC};W1`,
  'Quiet Tide;;;;;;W2',
  'Bad Code Digit;Bo Brand;;CA;50;T-123.456.789-5;W3',
  'Too Much;Cy Cole;;CA;120;;W4',
  'Twice;Di Dune;;CA;100;;W1',
].join('\r\n');

const { request, upload, uploaded, current, problems, checked, imported, detailsOf, exportUploaded, expectExportImportedAgain } = catalogueImportApi(() => t);

const worksOf = (member: TestMember) => t.db.select().from(musicalWorks).where(eq(musicalWorks.ownerId, member.id));

describe('importing a recordings file', () => {
  it('goes through the same steps: a label’s own headers mapped, rows checked, recordings saved with line-up and owners', async () => {
    const member = await createMember(t);
    const file = [
      'Track Title;ISRC Code;Main Artist(s);Label;Release Date;Owner 1 Name;Owner 1 Share',
      'Salt Road;GB-RPT-26-00101;Ada Quayside;Quayside Records;2024-03-01;Quayside Records;100',
      'No Number;;Ada Quayside;Quayside Records;01/04/2024;Quayside Records;100',
      'Bad Isrc;GB-RPT-26;Ada Quayside;;;;',
    ].join('\r\n');
    const res = await upload(member, file, 'label.csv', 'recordings');
    expect(res.statusCode, res.body).toBe(201);
    const upload_ = res.json<Answer<CatalogueImport>>().data.data;
    expect(upload_.mapping).toEqual(['title', 'isrc', 'main_artists', 'record_label', 'release_date', 'owner_1_name', 'owner_1_share']);
    const after = await checked(member, upload_);
    expect(after.summary).toMatchObject({ rows: 3, ready: 2, in_error: 1, new: 2 });
    const done = await imported(member, upload_.id, false);
    expect(done.result).toMatchObject({ created: 2, in_error: 1 });
    const saved = await t.db.select().from(soundRecordings).where(eq(soundRecordings.ownerId, member.id));
    expect(saved.map((row) => [row.title, row.isrc, row.releaseDate, row.importId]).sort()).toEqual([
      ['No Number', null, '2024-04-01', upload_.id],
      ['Salt Road', 'GBRPT2600101', '2024-03-01', upload_.id],
    ]);
    // The same file again creates nothing twice.
    const again = await checked(member, (await upload(member, file, 'label.csv', 'recordings')).json<Answer<CatalogueImport>>().data.data);
    expect(again.summary).toMatchObject({ ready: 2, new: 0, updates: 2 });
  });
});

describe('importing recordings for review', () => {
  it('keeps a recording the rules hold back as a draft, and says why beside its row', async () => {
    const member = await createMember(t);
    const file = ['Title;ISRC;Main artists', 'Nameless Take;GB-RPT-26-00201;'].join('\r\n');
    const res = await upload(member, file, 'takes.csv', 'recordings');
    expect(res.statusCode, res.body).toBe(201);
    const upload_ = await checked(member, res.json<Answer<CatalogueImport>>().data.data);
    const done = await imported(member, upload_.id, true);
    expect(done.result).toMatchObject({ created: 1, submitted: 0 });
    const [saved] = await t.db.select().from(soundRecordings).where(eq(soundRecordings.ownerId, member.id));
    expect(saved?.status).toBe('draft');
    const notes = await problems(member, upload_.id, 'note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ row: 2, severity: 'note' });
    expect(notes[0]?.message).toMatch(/^Kept as a draft: /);
  });
});

describe('importing a works file', () => {
  it('maps foreign headers, checks every row, and imports the ready ones as drafts with their shares and history', async () => {
    const member = await createMember(t);
    const file = await uploaded(member, foreignFile);
    expect(file).toMatchObject({
      kind: 'works',
      format: 'csv',
      state: 'uploaded',
      header: ['Song Title', 'Writer 1 Name', 'Writer 1 IPI', 'Writer 1 Role', 'Writer 1 Share', 'ISWC', 'Code'],
      mapping: ['title', 'writer_1_name', 'writer_1_ipi', 'writer_1_role', 'writer_1_performance_share', 'iswc', 'work_code'],
    });
    expect(file.sample[0]).toEqual(['Harbour Lights', 'Ada Lovelace', VALID_IPI, 'CA', '100', VALID_ISWC, 'W1']);

    const after = await checked(member, file);
    expect(after.state).toBe('checked');
    expect(after.data_rows).toBe(5);
    expect(after.summary).toEqual({ rows: 5, ready: 2, with_warnings: 1, in_error: 3, new: 2, updates: 0, skipped: 0 });
    const errors = await problems(member, file.id, 'error');
    expect(errors.map((problem) => [problem.row, problem.column])).toEqual([
      [4, 'ISWC'],
      [5, 'Writer 1 Share'],
      [6, 'Code'],
    ]);
    expect(errors[2]?.message).toBe('Work code W1 is already used on row 2');
    const job = (await request(member, 'GET', `/jobs/${after.job_id ?? ''}`)).json<Answer<Job>>().data.data;
    expect(job).toMatchObject({ kind: 'catalogue-import.check', state: 'succeeded', progress: { done: 5, total: 5 } });

    const done = await imported(member, file.id, false);
    expect(done.state).toBe('imported');
    expect(done.result).toEqual({ created: 2, updated: 0, skipped: 0, submitted: 0, in_error: 3 });
    const rows = await worksOf(member);
    expect(rows.map((row) => [row.title, row.status, row.workCode, row.importId]).sort()).toEqual([
      ['Harbour Lights', 'draft', 'W1', file.id],
      ['Quiet Tide', 'draft', 'W2', file.id],
    ]);
    const harbour = rows.find((row) => row.title === 'Harbour Lights');
    const details = (await request(member, 'GET', `/musical-works/${harbour?.id ?? ''}`)).json<Answer<MusicalWorkDetails>>().data.data;
    expect(details).toMatchObject({ iswc: 'T1234567894', work_code: 'W1' });
    expect(details.shares.map((share) => [share.rights_holder.name, share.rights_holder.ipi_name_number, share.role, share.performance_share, share.mechanical_share])).toEqual([
      ['Ada Lovelace', VALID_IPI, 'composer_author', 100, 0],
    ]);
    const history = (await request(member, 'GET', `/musical-works/${harbour?.id ?? ''}/history`)).json<Answer<MusicalWorkHistoryEntry[]>>().data.data;
    expect(history.map((entry) => entry.event)).toEqual(expect.arrayContaining(['created', 'share_added']));

    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(notice).toMatchObject({ title: 'Your catalogue import has finished', link: `/catalogue/imports/${file.id}` });
    expect(notice?.message).toBe('works.csv: 2 created, 0 updated, 0 left as they were, 3 not imported');
  });

  it('tells the member the counts of a large file as the page writes them', async () => {
    const member = await createMember(t);
    const rows = ['Harbour Lights;Ann Other;CA;100', ...Array.from({ length: 1000 }, (_, i) => `Song ${i + 1};Ann Other;CA;150`)];
    const file = await checked(member, await uploaded(member, ['Title;Writer 1 Name;Writer 1 Role;Writer 1 Share', ...rows].join('\r\n')));
    expect(file.summary).toMatchObject({ ready: 1, in_error: 1000 });
    await imported(member, file.id, false);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(notice?.message).toBe('works.csv: 1 created, 0 updated, 0 left as they were, 1,000 not imported');
  });

  it('keeps every problem of a file with more than a thousand, in file order', async () => {
    const member = await createMember(t);
    // Each row's share is over 100%: one error a row, 1,250 in all, more than the check writes at once.
    const rows = Array.from({ length: 1250 }, (_, i) => `Song ${i + 1};Ann Other;CA;150`);
    const file = await uploaded(member, ['Title;Writer 1 Name;Writer 1 Role;Writer 1 Share', ...rows].join('\r\n'));
    const after = await checked(member, file);
    expect(after.summary).toMatchObject({ rows: 1250, in_error: 1250 });
    const res = await request(member, 'GET', `/catalogue/imports/${file.id}/problems?severity=error&pageSize=100&page=13`);
    const last = res.json<Answer<{ row: number }[]>>();
    expect(last.data.meta?.total).toBe(1250);
    expect(last.data.data.map((problem) => problem.row)).toEqual(Array.from({ length: 50 }, (_, i) => 1202 + i));
  });

  it('submits the complete works, keeps the others as drafts with a note, and creates nothing twice on a second import', async () => {
    const member = await createMember(t);
    const first = await checked(member, await uploaded(member, foreignFile));
    const done = await imported(member, first.id, true);
    expect(done.result).toEqual({ created: 2, updated: 0, skipped: 0, submitted: 1, in_error: 3 });
    const statuses = Object.fromEntries((await worksOf(member)).map((row) => [row.title, row.status]));
    expect(statuses).toEqual({ 'Harbour Lights': 'submitted', 'Quiet Tide': 'draft' });
    const notes = await problems(member, first.id, 'note');
    expect(notes).toEqual([{ row: 3, column: null, severity: 'note', message: 'Kept as a draft: Add at least one composer, author or composer/author' }]);

    const again = await checked(member, await uploaded(member, foreignFile));
    expect(again.summary).toMatchObject({ ready: 2, new: 0, updates: 1, skipped: 1 });
    const second = await imported(member, again.id, false);
    expect(second.result).toEqual({ created: 0, updated: 1, skipped: 1, submitted: 0, in_error: 3 });
    expect(await worksOf(member)).toHaveLength(2);
    expect((await problems(member, again.id, 'note')).map((note) => [note.row, note.message])).toEqual([
      [2, 'Already in review as “Harbour Lights”: left as it is; change it on its page'],
      [3, 'Updates your draft “Quiet Tide”'],
    ]);
  });

  it('suggests the mapping a member saved for their next file', async () => {
    const member = await createMember(t);
    const file = await uploaded(member, foreignFile);
    const mapping = file.mapping.map((key) => (key === 'writer_1_performance_share' ? 'writer_1_mechanical_share' : key));
    const res = await request(member, 'PUT', `/catalogue/imports/${file.id}/mapping`, { mapping, save: true });
    expect(res.statusCode).toBe(200);
    await t.app.jobRunner.drain();
    const next = await uploaded(member, foreignFile);
    expect(next.mapping).toEqual(mapping);
    const stranger = await uploaded(await createMember(t), foreignFile);
    expect(stranger.mapping).toEqual(file.mapping);
  });

  it('shows an import to its member alone: 404 to another member on every step, and their job stays hidden', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const file = await checked(member, await uploaded(member, foreignFile));
    for (const [method, url, payload] of [
      ['GET', `/catalogue/imports/${file.id}`],
      ['GET', `/catalogue/imports/${file.id}/problems`],
      ['PUT', `/catalogue/imports/${file.id}/mapping`, { mapping: file.mapping }],
      ['POST', `/catalogue/imports/${file.id}/run`, { submit: false }],
      ['GET', `/jobs/${file.job_id ?? ''}`],
    ] as const) {
      const res = await request(other, method, url, payload);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await request(other, 'GET', '/catalogue/imports')).json<Answer<CatalogueImport[]>>().data.data).toEqual([]);
    expect((await request(member, 'GET', '/catalogue/imports')).json<Answer<CatalogueImport[]>>().data.data.map((item) => item.id)).toEqual([file.id]);
  });

  it('refuses files it cannot read, with a message the member can act on', async () => {
    const member = await createMember(t);
    const cases: [Buffer | string, string, number, string][] = [
      ['', 'works.csv', 422, 'The file is empty: add a header row and one row per work or recording'],
      ['Title;ISWC\r\n', 'works.csv', 422, 'The file has only a header row: add one row per work or recording below it'],
      [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'works.xls', 422, 'The file is not a real Excel workbook (.xlsx): save it from Excel as .xlsx or as CSV and upload it again'],
    ];
    for (const [content, name, status, message] of cases) {
      const res = await upload(member, content, name);
      expect(res.statusCode, name).toBe(status);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    const tooLarge = await upload(member, Buffer.alloc(50 * 1024 * 1024 + 1, 0x41));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ message: string }>().message).toBe('The file is larger than 50 MB: split the catalogue into several files');
  });

  it('refuses a mapping that does not fit the file or the template, and a run before the check', async () => {
    const member = await createMember(t);
    const file = await uploaded(member, foreignFile);
    const put = (mapping: (string | null)[]) => request(member, 'PUT', `/catalogue/imports/${file.id}/mapping`, { mapping });
    const cases: [(string | null)[], number, string][] = [
      [['title'], 400, 'Give one entry per column of the file: it has 7 columns, the mapping 1'],
      [[...file.mapping.slice(0, 6), 'catalogue_number'], 400, 'Column “Code”: “catalogue_number” is not a column of the works template'],
      [[...file.mapping.slice(0, 6), 'title'], 400, 'Columns “Song Title” and “Code” both fill Title: leave one out'],
      [[null, ...file.mapping.slice(1)], 422, 'Map a column to Title: every row needs it'],
      [file.mapping.map(() => null), 422, 'Map at least one column of the file to the template'],
    ];
    for (const [mapping, status, message] of cases) {
      const res = await put(mapping);
      expect(res.statusCode, message).toBe(status);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    const run = await request(member, 'POST', `/catalogue/imports/${file.id}/run`, { submit: false });
    expect(run.statusCode).toBe(409);
    expect((await current(member, file.id)).state).toBe('uploaded');
  });

  it('refuses to import a file none of whose rows is ready', async () => {
    const member = await createMember(t);
    const file = await checked(member, await uploaded(member, 'Title;ISWC\nBroken;T-000\n'));
    expect(file.summary).toMatchObject({ rows: 1, ready: 0, in_error: 1 });
    const run = await request(member, 'POST', `/catalogue/imports/${file.id}/run`, { submit: false });
    expect(run.statusCode).toBe(409);
    expect(run.json<{ message: string }>().message).toBe('No row is ready to import: correct the file and upload it again');
  });

  it('shows the import cancelled when the member cancels its check before it starts', async () => {
    const member = await createMember(t);
    const file = await uploaded(member, foreignFile);
    // The runner is held, so the cancel surely comes before the job starts.
    await t.app.jobRunner.stop();
    const mapped = (await request(member, 'PUT', `/catalogue/imports/${file.id}/mapping`, { mapping: file.mapping })).json<Answer<CatalogueImport>>().data.data;
    expect(mapped.state).toBe('checking');
    expect((await request(member, 'POST', `/jobs/${mapped.job_id ?? ''}/cancel`)).statusCode).toBe(200);
    t.app.jobRunner.start();
    await t.app.jobRunner.drain();
    expect((await current(member, file.id)).state).toBe('cancelled');
    expect((await checked(member, file)).state).toBe('checked');
  });

  it('marks the import failed when its job cannot read the file', async () => {
    const member = await createMember(t);
    const file = await uploaded(member, foreignFile);
    await t.db.update(catalogueImports).set({ file: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]) }).where(eq(catalogueImports.id, file.id));
    const after = await checked(member, file);
    expect(after).toMatchObject({ state: 'failed', error: 'The file is not a real Excel workbook (.xlsx): save it from Excel as .xlsx or as CSV and upload it again' });
    const job = (await request(member, 'GET', `/jobs/${after.job_id ?? ''}`)).json<Answer<Job>>().data.data;
    expect(job.state).toBe('failed');
  });
});

describe('an export imported again', () => {
  /** Works as a member wrote them in the template: every kind of column filled somewhere. */
  const templateFile = [
    'Work code,Title,ISWC,Language,Duration,Version,Original title,Alternative title 1,Alternative title 2,Alternative title 2 type,Genre,Creation year,Instrumental,' +
      'Writer/publisher 1 name,Writer/publisher 1 IPI,Writer/publisher 1 role,Writer/publisher 1 performance share,Writer/publisher 1 mechanical share,' +
      'Writer/publisher 2 name,Writer/publisher 2 IPI,Writer/publisher 2 role,Writer/publisher 2 performance share,Writer/publisher 2 mechanical share',
    `RT-1,Harbour Lights,${VALID_ISWC},en,03:45,original,,Lights of the Harbour,Luces del Puerto,TT,Folk,2019,no,Ada Lovelace,${VALID_IPI},CA,50,50,North Song Publishing,,E,50,50`,
    'RT-2,Harbour Lights (Acoustic),,,1:02:03,modification,Harbour Lights,,Harbour Lights Unplugged,Search title,,,yes,Ada Lovelace,,C,33.33,0,,,,,',
    'RT-3,"=1+1, a title with a comma",,fr,,,,,,,,,,Bo Brand,,A,100,100,,,,,',
  ].join('\r\n');

  type Comparable = Omit<MusicalWorkDetails, 'id' | 'shares' | 'created_at' | 'updated_at' | 'history'> & { shares: unknown[] };
  async function worksCatalogueOf(member: TestMember): Promise<Comparable[]> {
    const details = await detailsOf<MusicalWorkDetails>(member, 'musical-works', (await worksOf(member)).map((row) => row.id));
    return details
      .map((work) => ({
        title: work.title,
        work_code: work.work_code,
        alternative_titles: work.alternative_titles,
        iswc: work.iswc,
        language: work.language,
        genre: work.genre,
        duration: work.duration,
        creation_year: work.creation_year,
        version_type: work.version_type,
        original_title: work.original_title,
        is_instrumental: work.is_instrumental,
        status: work.status,
        shares: work.shares.map((share) => [share.rights_holder.name, share.rights_holder.ipi_name_number, share.role, share.performance_share, share.mechanical_share]),
      }))
      .sort((a, b) => a.title.localeCompare(b.title)) as unknown as Comparable[];
  }

  /** Recordings as a label writes them in the template: several artists, a release, line-ups, owners, works by ISWC and by code. */
  const recordingsFile = [
    'ISRC,Title,Version,Main artists,Featured artists,Content type,Duration,Release title,Release date,Label,UPC,℗ year,℗ owner,' +
      'Country of recording,Genre,Work ISWC,Work code,Performer 1 name,Performer 1 role,Performer 1 instrument or part,' +
      'Performer 2 name,Performer 2 role,Performer 2 instrument or part,Owner 1 name,Owner 1 share,Owner 2 name,Owner 2 share',
    'GB-RPT-26-00301,Harbour Lights,Radio edit,"Ada Quayside; Crosby, Stills & Nash",Zoë Ångström,audio,03:41,Harbour Lights EP,2024-05-17,' +
      `Quayside Records,036000291452,2024,Quayside Records Ltd,GB,Folk,${VALID_ISWC},,Ada Quayside,featured,Lead vocals,Sam Drummer,non-featured,Drums,` +
      'Quayside Records Ltd,66.67,Ada Quayside,33.33',
    ',Harbour Lights (Acoustic),Live,Ada Quayside,,music video,1:02:03,,,,,,,,,,RT-2,Ada Quayside,Featured,,,,,Quayside Records Ltd,100,,',
    'GB-RPT-26-00302,"=1+1, a title with a comma",,Bo Brand; Cy Cole,,,00:59,Commas,01/02/2023,Comma Label,4006381333931,2023,Comma Label,FR,,,rt-3,' +
      'Bo Brand,featured,Voice,Cy Cole,featured,Piano,Comma Label,50,Bo Brand,50',
  ].join('\r\n');

  /** Every field of the details page but ids and times; the work by title and ISWC, as its id is the member's own. */
  async function recordingsCatalogueOf(member: TestMember) {
    const rows = await t.db.select({ id: soundRecordings.id }).from(soundRecordings).where(eq(soundRecordings.ownerId, member.id));
    const details = await detailsOf<SoundRecordingDetails>(member, 'sound-recordings', rows.map((row) => row.id));
    return details
      .map(({ id: _id, created_at: _created, updated_at: _updated, musical_work: work, performers, ownership, ...fields }) => ({
        ...fields,
        musical_work: work && { title: work.title, iswc: work.iswc, is_own: work.is_own },
        performers: performers.map((performer) => [performer.name, performer.role, performer.instrument_or_part, performer.rights_holder?.name ?? null]),
        ownership: ownership.map((owner) => [owner.rights_holder.name, owner.rights_holder.kind, owner.share]),
      }))
      .sort((a, b) => a.title.localeCompare(b.title));
  }

  for (const format of ['csv', 'xlsx'] as const) {
    it(`brings works into another member's catalogue unchanged, and changes nothing in its own (${format.toUpperCase()})`, async () => {
      const [owner, other] = [await createMember(t), await createMember(t)];
      await imported(owner, (await checked(owner, await uploaded(owner, templateFile))).id, false);
      const original = await worksCatalogueOf(owner);
      expect(original.map((work) => work.title)).toEqual(['=1+1, a title with a comma', 'Harbour Lights', 'Harbour Lights (Acoustic)']);
      expect(original.map((work) => work.alternative_titles)).toEqual([
        [],
        [
          { title: 'Lights of the Harbour', type: 'alternative' },
          { title: 'Luces del Puerto', type: 'translated' },
        ],
        [{ title: 'Harbour Lights Unplugged', type: 'search' }],
      ]);
      await expectExportImportedAgain('works', format, { owner, other, catalogueOf: worksCatalogueOf });
    });

    it(`brings recordings into another member's catalogue unchanged, and changes nothing in its own (${format.toUpperCase()})`, async () => {
      const [owner, other] = [await createMember(t), await createMember(t)];
      await imported(owner, (await checked(owner, await uploaded(owner, templateFile))).id, false);
      const file = await checked(owner, await uploaded(owner, recordingsFile, 'recordings.csv', 'recordings'));
      expect(file.summary).toMatchObject({ rows: 3, ready: 3, in_error: 0 });
      await imported(owner, file.id, false);
      const original = await recordingsCatalogueOf(owner);
      expect(original.map((recording) => [recording.title, recording.musical_work?.title])).toEqual([
        ['=1+1, a title with a comma', '=1+1, a title with a comma'],
        ['Harbour Lights', 'Harbour Lights'],
        ['Harbour Lights (Acoustic)', 'Harbour Lights (Acoustic)'],
      ]);
      expect(original[1]).toMatchObject({
        main_artists: ['Ada Quayside', 'Crosby, Stills & Nash'],
        featured_artists: ['Zoë Ångström'],
        release_date: '2024-05-17',
        upc: '036000291452',
        p_year: 2024,
        p_owner: 'Quayside Records Ltd',
        recording_country: 'GB',
        musical_work: { iswc: 'T1234567894', is_own: true },
        performers: [
          ['Ada Quayside', 'featured', 'Lead vocals', null],
          ['Sam Drummer', 'non_featured', 'Drums', null],
        ],
        ownership: [
          ['Quayside Records Ltd', 'organisation', 66.67],
          ['Ada Quayside', 'organisation', 33.33],
        ],
      });

      // The other member brings the works first, so that the recordings find their works by code and ISWC there too.
      await imported(other, (await exportUploaded(owner, other, 'works', format)).id, false);
      await expectExportImportedAgain('recordings', format, { owner, other, catalogueOf: recordingsCatalogueOf });
    });
  }
});

describe('matching a works file with the registry', () => {
  it('skips an ISWC another member registered, warns of a likely duplicate, and links own recordings by ISRC', async () => {
    const other = await createMember(t);
    const theirs = await checked(other, await uploaded(other, ['Title;Writer 1 Name;Writer 1 Role;ISWC;Code', `Harbour Lights;Ada Lovelace;CA;${VALID_ISWC};X1`, 'Moon River;Henry Mancini;C;;X2'].join('\n')));
    await imported(other, theirs.id, false);
    await t.db.update(musicalWorks).set({ status: 'registered', submittedAt: new Date(), registeredAt: new Date() }).where(eq(musicalWorks.ownerId, other.id));

    const member = await createMember(t);
    const recording = await createRecording(t, member, completeRecording(await createRightsHolder(t, 'Moon Label'), { isrc: 'GB-EMI-03-00013' }));
    const file = await checked(
      member,
      await uploaded(member, ['Title;Writer 1 Name;Writer 1 Role;ISWC;Code;ISRC', `Lights;Me Myself;CA;${VALID_ISWC};M1;`, 'Moön River;henry mancini;C;;M2;GB-EMI-03-00013'].join('\n')),
    );
    expect(file.summary).toEqual({ rows: 2, ready: 2, with_warnings: 2, in_error: 0, new: 1, updates: 0, skipped: 1 });
    expect((await problems(member, file.id, 'warning')).map((problem) => [problem.row, problem.message])).toEqual([
      [2, 'ISWC T-123.456.789-4 is registered to “Harbour Lights” of another member: claim your share on that work instead'],
      [3, 'Likely a duplicate of the registered work “Moon River” (same title, writer in common): check before you import it'],
    ]);

    const done = await imported(member, file.id, false);
    expect(done.result).toEqual({ created: 1, updated: 0, skipped: 1, submitted: 0, in_error: 0 });
    const [work] = await worksOf(member);
    expect(work?.title).toBe('Moön River');
    const linked = (await request(member, 'GET', `/sound-recordings/${recording.id}`)).json<Answer<{ musical_work: { id: string } | null }>>().data.data;
    expect(linked.musical_work?.id).toBe(work?.id);
    expect((await problems(member, file.id, 'note')).map((note) => [note.row, note.message])).toEqual([
      [2, 'Not imported: ISWC T-123.456.789-4 belongs to “Harbour Lights”'],
      [3, 'Recording GB-EMI-03-00013 is now linked to this work'],
    ]);
  });

  it('warns of a registered work whose title is alike, misspelt or not, with a writer in common, and of no other', async () => {
    const other = await createMember(t);
    const theirs = await checked(other, await uploaded(other, ['Title;Writer 1 Name;Writer 1 Role;Code', 'Midnight Train;Tomasz Wierzbicki;CA;R1', 'Café Lumière;Odile Fontaine;CA;R2'].join('\n')));
    await imported(other, theirs.id, false);
    await t.db.update(musicalWorks).set({ status: 'registered', submittedAt: new Date(), registeredAt: new Date() }).where(eq(musicalWorks.ownerId, other.id));

    const member = await createMember(t);
    expect((await request(member, 'POST', '/musical-works', { title: 'Midnight Train', work_code: 'M4' })).statusCode).toBe(201);
    const rows = [
      'Midnigt Train;Tomasz Wierzbicki;CA;M1',
      'CAFE LUMIERE (Live);odile fontaine;CA;M2',
      'Midnight Train;Someone Else;CA;M3',
      // The member's own draft, found by its code: updated, not warned of.
      'Midnight Train;Tomasz Wierzbicki;CA;M4',
    ];
    const file = await checked(member, await uploaded(member, ['Title;Writer 1 Name;Writer 1 Role;Code', ...rows].join('\n')));
    expect(file.summary).toEqual({ rows: 4, ready: 4, with_warnings: 2, in_error: 0, new: 3, updates: 1, skipped: 0 });
    expect((await problems(member, file.id, 'warning')).map((problem) => [problem.row, problem.message])).toEqual([
      [2, 'Likely a duplicate of the registered work “Midnight Train” (title one typo away, writer in common): check before you import it'],
      [3, 'Likely a duplicate of the registered work “Café Lumière” (same title, writer in common): check before you import it'],
    ]);
  });

  it('keeps a member’s work codes unique, case aside', async () => {
    const member = await createMember(t);
    const create = (code: string) => request(member, 'POST', '/musical-works', { title: 'Coded', work_code: code });
    expect((await create('AB-1')).statusCode).toBe(201);
    const again = await create('ab-1');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('You already have a work with the code ab-1');
    expect((await request(await createMember(t), 'POST', '/musical-works', { title: 'Coded', work_code: 'AB-1' })).statusCode).toBe(201);
  });
});

describe('creating many works at once', () => {
  it('writes each with its created history and submits only the complete ones', async () => {
    const member = await createMember(t);
    const actor = { id: member.id, role: 'member' as const, name: 'Importer' };
    const holderId = await createRightsHolder(t, 'Ada Lovelace');
    const created = await t.db.transaction((tx) =>
      createMusicalWorks(
        tx,
        actor,
        [
          { title: 'Complete', shares: [{ rights_holder_id: holderId, role: 'composer_author', performance_share: 100, mechanical_share: 100, controlled: true }] },
          { title: 'Title only' },
        ],
        { submit: true, importId: null },
      ),
    );
    expect(created.map((work) => [work.submitted, work.problems])).toEqual([
      [true, []],
      [false, ['Add at least one composer, author or composer/author']],
    ]);
    const [complete] = created;
    const history = await works.history(t.db, actor, complete?.id ?? '', { page: 1, pageSize: 10 });
    expect(history.items.map((entry) => [entry.event, entry.actor_name]).reverse()).toEqual([
      ['created', 'Importer'],
      ['share_added', 'Importer'],
      ['submitted', 'Importer'],
    ]);
  });
});
