import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { recordingColumns, workColumns, type CatalogueColumn } from '@repertoire/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueImportProblems, catalogueImports, musicalWorks } from '../src/db/schema';
import { checkWorkRows, guessWorkColumnKey, type WorkRowCheck } from '../src/features/catalogue-import';
import { mapHeaders, readTable } from '../src/table-files';
import { createMusicalWork, createRecording, completeRecording } from './support/catalogue';
import { CO_WRITER_IPI, createExportCatalogue, exportDownloads, PUBLISHER_IPI } from './support/export-catalogue';
import { createMember, type TestMember } from './support/factories';
import { createWork, ownRightsHolder } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * Catalogue files out (docs/catalogue-files.md): the templates, a member's works and recordings written with exactly
 * the template's columns so that the import reads them back unchanged, and an import's rows in error to correct.
 */

let t: TestApp;
let member: TestMember;
let other: TestMember;

const HYPERLINK_TITLE = '=HYPERLINK("http://example.com/steal","Open me")';

beforeAll(async () => {
  t = await buildTestApp();
  const catalogue = await createExportCatalogue(t);
  ({ member, other } = catalogue);
  const { own, publisher, shares, amber } = catalogue;
  await createWork(t, member, { title: 'Long Night Suite', duration: 3725, is_instrumental: true, shares: [shares[0]] });
  await createMusicalWork(t, member, { title: 'Blue Lagoon', status: 'registered' });
  await createMusicalWork(t, member, { title: HYPERLINK_TITLE });
  await createRecording(
    t,
    member,
    completeRecording(publisher, {
      title: 'Amber Skies',
      version: 'Radio edit',
      isrc: 'GB-AAA-24-00001',
      main_artists: ['Ada Okafor', 'Kofi Mensah'],
      featured_artists: ['Zoë Ångström'],
      duration: 221,
      release_title: 'Harbour Lights',
      release_date: '2024-05-17',
      record_label: 'Harbour Lights Music',
      upc: '036000291452',
      p_year: 2024,
      p_owner: 'Harbour Lights Music Ltd',
      recording_country: 'GB',
      musical_work_id: amber.id,
      performers: [
        { name: 'Ada Okafor', role: 'featured', instrument_or_part: 'Lead vocals' },
        { name: 'Sam Drummer', role: 'non_featured', instrument_or_part: 'Drums' },
      ],
      ownership: [
        { rights_holder_id: publisher, share: 60 },
        { rights_holder_id: own, share: 40 },
      ],
    }),
  );
  await createRecording(t, member, completeRecording(publisher, { title: 'Blue Lagoon (Live)', isrc: 'GB-AAA-24-00002' }));
  await createMusicalWork(t, other, { title: 'Not Yours' });
  await createRecording(t, other, completeRecording(ownRightsHolder(other), { title: 'Not Yours Either', isrc: 'GB-AAA-24-00003' }));
}, 60_000);
afterAll(() => t.close());

// Reading what was downloaded ------------------------------------------------------------------

const download = exportDownloads(() => t);

async function readBack(buffer: Buffer, fileName: string): Promise<{ header: string[]; rows: string[][] }> {
  // The import refuses a file without rows; an export of nothing is just that.
  const [headerOnly] = buffer.toString('utf8').split('\r\n').filter(Boolean);
  if (fileName.endsWith('.csv') && buffer.toString('utf8').split('\r\n').filter(Boolean).length === 1) {
    return { header: (headerOnly ?? '').replace(/^\uFEFF/, '').split(','), rows: [] };
  }
  const table = await readTable({ buffer, fileName });
  const rows: string[][] = [];
  for await (const row of table.rows) rows.push(row.cells);
  return { header: table.header, rows };
}

async function checkWorksFile(buffer: Buffer, fileName: string): Promise<WorkRowCheck[]> {
  const table = await readTable({ buffer, fileName });
  const checks: WorkRowCheck[] = [];
  for await (const check of checkWorkRows(table, mapHeaders(table.header, guessWorkColumnKey))) checks.push(check);
  return checks;
}

async function workbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return book;
}

const headersOf = (columns: readonly CatalogueColumn[]) => columns.map((column) => column.header);

/** A row of a file as a record by template header. */
const byHeader = (header: string[], cells: string[] | undefined) => Object.fromEntries(header.map((name, i) => [name, cells?.[i] ?? '']));

// Templates ------------------------------------------------------------------------------------

describe('downloading a template', () => {
  it('writes the works template as CSV: byte-order mark, the template headers and an example that imports without errors', async () => {
    const res = await download(member, '/catalogue/templates/works?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="repertoire-works-template.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const file = await readBack(res.rawPayload, 'template.csv');
    expect(file.header).toEqual(headersOf(workColumns));
    expect(file.rows).toHaveLength(1);
    const [check] = await checkWorksFile(res.rawPayload, 'template.csv');
    expect(check?.errors).toEqual([]);
    expect(check?.work?.parties).toHaveLength(2);
  });

  it('writes the works template as a workbook: bold frozen header, text cells, and a Columns sheet explaining every column', async () => {
    const res = await download(member, '/catalogue/templates/works?format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain('filename="repertoire-works-template.xlsx"');
    const book = await workbook(res.rawPayload);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Works', 'Columns']);
    const [sheet, guide] = book.worksheets;
    expect(sheet?.getRow(1).values).toEqual([undefined, ...headersOf(workColumns)]);
    expect(sheet?.getCell('A1').font.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getCell('C2').value).toBe('T-123.456.789-4');
    expect(sheet?.getCell('C2').numFmt).toBe('@');
    expect(sheet?.getColumn(1).width).toBeGreaterThanOrEqual(12);

    expect(guide?.getRow(1).values).toEqual([undefined, 'Header', 'Required', 'What to write', 'Allowed values']);
    expect(guide?.rowCount).toBe(workColumns.length + 1);
    const guideRows = workColumns.map((_, i) => guide?.getRow(i + 2).values as unknown[]);
    expect(guideRows.find((row) => row[1] === 'Title')?.[2]).toBe('yes');
    const role = guideRows.find((row) => row[1] === 'Writer/publisher 1 role');
    expect(role?.[4]).toContain('Composer/Author, CA');
    expect(role?.[4]).not.toContain('composer_author');
    const titleType = guideRows.find((row) => row[1] === 'Alternative title 1 type');
    expect(titleType?.[3]).toContain('empty means Alternative title');
    expect(titleType?.[4]).toContain('Alternative title, AT, translated, Translated title, TT');
    const file = await checkWorksFile(res.rawPayload, 'template.xlsx');
    expect(file[0]?.errors).toEqual([]);
  });

  it('writes the recordings template with its own headers, sheet and example', async () => {
    const csv = await download(member, '/catalogue/templates/recordings?format=csv');
    expect((await readBack(csv.rawPayload, 'r.csv')).header).toEqual(headersOf(recordingColumns));
    const res = await download(member, '/catalogue/templates/recordings?format=xlsx');
    expect(res.headers['content-disposition']).toContain('filename="repertoire-recordings-template.xlsx"');
    const book = await workbook(res.rawPayload);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Recordings', 'Columns']);
    const performerRole = (book.getWorksheet('Columns')?.getRow(1 + recordingColumns.findIndex((c) => c.key === 'performer_1_role') + 1).values ?? []) as unknown[];
    expect(performerRole[4]).toBe('Featured, Non-featured');
  });

  it('answers 400 for a kind or a format it does not know, and 401 without a session', async () => {
    expect((await download(member, '/catalogue/templates/songs?format=csv')).statusCode).toBe(400);
    expect((await download(member, '/catalogue/templates/works?format=pdf')).statusCode).toBe(400);
    expect((await download(member, '/catalogue/exports/works?format=ods')).statusCode).toBe(400);
    expect((await download(null, '/catalogue/templates/works')).statusCode).toBe(401);
  });
});

// Exports --------------------------------------------------------------------------------------

describe('exporting a member’s works', () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`writes the works as ${format.toUpperCase()} that the import reads back unchanged, without errors`, async () => {
      const res = await download(member, `/catalogue/exports/works?format=${format}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`filename="repertoire-works-\\d{4}-\\d{2}-\\d{2}\\.${format}"`));
      const file = await readBack(res.rawPayload, `export.${format}`);
      expect(file.header).toEqual(headersOf(workColumns));

      const checks = await checkWorksFile(res.rawPayload, `export.${format}`);
      expect(checks.flatMap((check) => check.errors)).toEqual([]);
      const works = checks.map((check) => check.work);
      // Title order as the database's collation has it: punctuation sorts differently from one server to another.
      expect(works.map((work) => work?.work.title).sort()).toEqual([HYPERLINK_TITLE, 'Amber Skies', 'Blue Lagoon', 'Long Night Suite']);
      const workTitled = (title: string) => works.find((work) => work?.work.title === title);
      const amber = workTitled('Amber Skies');
      expect(amber).toMatchObject({
        work_code: 'AMB-01',
        work: {
          iswc: 'T1234567894',
          language: 'en',
          duration: 225,
          genre: 'Pop',
          creation_year: 2020,
          alternative_titles: [
            { title: 'Skies of Amber', type: 'alternative' },
            { title: 'Cielo Ámbar', type: 'translated' },
          ],
        },
        recordings: [{ isrc: 'GBAAA2400001', title: 'Amber Skies', artist: 'Ada Okafor' }],
      });
      expect(amber?.parties).toEqual([
        { name: 'Ada Okafor', ipi_name_number: null, role: 'composer_author', performance_share: 33.33, mechanical_share: 50 },
        { name: 'Kofi Mensah', ipi_name_number: CO_WRITER_IPI, role: 'composer', performance_share: 33.33, mechanical_share: 25 },
        { name: 'Harbour Lights Music Ltd', ipi_name_number: PUBLISHER_IPI, role: 'original_publisher', performance_share: 33.34, mechanical_share: 25 },
      ]);
      expect(workTitled('Long Night Suite')?.work).toMatchObject({ duration: 3725, is_instrumental: true });
      const rowTitled = (title: string) => byHeader(file.header, file.rows.find((cells) => cells[1] === title));
      expect(rowTitled('Amber Skies')).toMatchObject({
        ISWC: 'T-123.456.789-4',
        Duration: '03:45',
        'Writer/publisher 2 IPI': CO_WRITER_IPI,
        'Writer/publisher 1 role': 'Composer/Author',
        'Writer/publisher 1 performance share': '33.33',
        'Alternative title 1': 'Skies of Amber',
        'Alternative title 1 type': 'Alternative title',
        'Alternative title 2': 'Cielo Ámbar',
        'Alternative title 2 type': 'Translated title',
        'Alternative title 3': '',
        'Alternative title 3 type': '',
      });
      expect(rowTitled('Long Night Suite').Duration).toBe('1:02:05');
    });
  }

  it('writes a title that reads as a formula inert in both formats', async () => {
    const csv = await download(member, '/catalogue/exports/works?format=csv&q=HYPERLINK');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://example.com/steal"",""Open me"")"`);
    const xlsx = await download(member, '/catalogue/exports/works?format=xlsx&q=HYPERLINK');
    const cell = (await workbook(xlsx.rawPayload)).getWorksheet('Works')?.getCell('B2');
    expect(cell?.type).toBe(ExcelJS.ValueType.String);
    expect(cell?.value).toBe(`'${HYPERLINK_TITLE}`);
    expect(cell?.formula).toBeUndefined();
  });

  it('honours the list’s search and status filters', async () => {
    const titles = async (query: string) => (await readBack((await download(member, `/catalogue/exports/works?${query}`)).rawPayload, 'w.csv')).rows.map((row) => row[1]);
    expect(await titles('q=amber')).toEqual(['Amber Skies']);
    expect(await titles('q=T-123.456.789-4')).toEqual(['Amber Skies']);
    expect(await titles('status=registered')).toEqual(['Blue Lagoon']);
    expect(await titles('status=rejected&format=csv')).toEqual([]);
  });

  it('writes only the header when nothing matches', async () => {
    const res = await download(member, '/catalogue/exports/works?q=nothing-like-this');
    expect(res.body).toBe(`\uFEFF${headersOf(workColumns).join(',')}\r\n`);
  });

  it('never writes another member’s works or recordings', async () => {
    for (const kind of ['works', 'recordings']) {
      const mine = await download(member, `/catalogue/exports/${kind}?format=csv`);
      expect(mine.body).not.toContain('Not Yours');
      const theirs = await readBack((await download(other, `/catalogue/exports/${kind}?format=xlsx`)).rawPayload, 'x.xlsx');
      expect(theirs.rows.map((row) => row[1])).toEqual([kind === 'works' ? 'Not Yours' : 'Not Yours Either']);
    }
  });
});

describe('exporting a large catalogue', () => {
  it('writes every work once, page after page, titles shared across a page boundary included', async () => {
    const prolific = await createMember(t);
    // 1,201 works (more than two pages), half of them with the same title, so pages end inside a run of equal titles.
    await t.db.execute(sql`
      insert into musical_works (owner_id, title, search_titles, work_code)
      select ${prolific.id}::uuid, t.title, t.title, 'C' || i
      from generate_series(1, 1201) i, lateral (select case when i % 2 = 0 then 'Same title' else 'Song ' || lpad(i::text, 4, '0') end as title) t`);
    for (const format of ['csv', 'xlsx'] as const) {
      const file = await readBack((await download(prolific, `/catalogue/exports/works?format=${format}`)).rawPayload, `big.${format}`);
      const codes = file.rows.map((row) => row[0]);
      expect(codes).toHaveLength(1201);
      expect(new Set(codes).size).toBe(1201);
      expect(file.rows.map((row) => row[1])).toEqual(file.rows.map((row) => row[1]).sort((a, b) => (a ?? '').localeCompare(b ?? '', 'en')));
    }
  }, 60_000);
});

describe('reading back a guarded cell', () => {
  it('takes off the apostrophe only before a character a spreadsheet would run as a formula', async () => {
    const file = await readBack(Buffer.from("Title\r\n'=SUM(1)\r\n'-5 degrees\r\n'Tis the season\r\n"), 'guarded.csv');
    expect(file.rows).toEqual([['=SUM(1)'], ['-5 degrees'], ["'Tis the season"]]);
  });
});

describe('exporting a member’s recordings', () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`writes every template column of each recording as ${format.toUpperCase()}`, async () => {
      const res = await download(member, `/catalogue/exports/recordings?format=${format}`);
      expect(res.statusCode).toBe(200);
      const file = await readBack(res.rawPayload, `recordings.${format}`);
      expect(file.header).toEqual(headersOf(recordingColumns));
      expect(file.rows.map((row) => row[1])).toEqual(['Amber Skies', 'Blue Lagoon (Live)']);
      expect(byHeader(file.header, file.rows[0])).toMatchObject({
        ISRC: 'GB-AAA-24-00001',
        Title: 'Amber Skies',
        Version: 'Radio edit',
        'Main artists': 'Ada Okafor; Kofi Mensah',
        'Featured artists': 'Zoë Ångström',
        'Content type': 'audio',
        Duration: '03:41',
        'Release title': 'Harbour Lights',
        'Release date': '2024-05-17',
        Label: 'Harbour Lights Music',
        UPC: '036000291452',
        '℗ year': '2024',
        '℗ owner': 'Harbour Lights Music Ltd',
        'Country of recording': 'GB',
        'Work ISWC': 'T-123.456.789-4',
        'Work code': 'AMB-01',
        'Performer 1 name': 'Ada Okafor',
        'Performer 1 role': 'featured',
        'Performer 1 instrument or part': 'Lead vocals',
        'Performer 2 role': 'non_featured',
        'Performer 3 name': '',
        'Owner 1 name': 'Harbour Lights Music Ltd',
        'Owner 1 share': '60',
        'Owner 2 name': 'Ada Okafor',
        'Owner 2 share': '40',
      });
      expect(byHeader(file.header, file.rows[1])).toMatchObject({ 'Work ISWC': '', 'Work code': '', 'Owner 1 share': '100' });
    });
  }

  it('writes the code of a work without ISWC, and no code for another member’s work', async () => {
    const [label, stranger] = [await createMember(t), await createMember(t)];
    const coded = await createMusicalWork(t, label, { title: 'Coded Only' });
    await t.db.update(musicalWorks).set({ workCode: 'CODE-7' }).where(eq(musicalWorks.id, coded));
    const theirs = await createMusicalWork(t, stranger, { title: 'Registered Elsewhere', iswc: 'T0000000010', status: 'registered' });
    const holder = ownRightsHolder(label);
    await createRecording(t, label, completeRecording(holder, { title: 'Coded Take', isrc: 'GB-AAA-24-00011', musical_work_id: coded }));
    await createRecording(t, label, completeRecording(holder, { title: 'Their Take', isrc: 'GB-AAA-24-00012', musical_work_id: theirs }));
    const file = await readBack((await download(label, '/catalogue/exports/recordings?format=csv')).rawPayload, 'r.csv');
    expect(file.rows.map((cells) => byHeader(file.header, cells)).map((row) => [row.Title, row['Work ISWC'], row['Work code']])).toEqual([
      ['Coded Take', '', 'CODE-7'],
      ['Their Take', 'T-000.000.001-0', ''],
    ]);
  });

  it('honours the list’s search by ISRC and status', async () => {
    const titles = async (query: string) =>
      (await readBack((await download(member, `/catalogue/exports/recordings?${query}`)).rawPayload, 'r.csv')).rows.map((row) => row[1]);
    expect(await titles('q=GB-AAA-24-00002')).toEqual(['Blue Lagoon (Live)']);
    expect(await titles('q=kofi')).toEqual(['Amber Skies']);
    expect(await titles('status=registered')).toEqual([]);
  });
});

// Rows in error --------------------------------------------------------------------------------

describe('downloading an import’s rows in error', () => {
  const uploaded = '\uFEFFSong Title,ISWC,Writer 1 name\r\nGood Song,,Ada\r\nBad Song,T-000,Ada\r\n=Sneaky,,\r\nAlso Good,,Ada\r\n';

  async function storedImport(owner: TestMember, state: 'uploaded' | 'checked' = 'checked', file = { name: 'my works.csv', bytes: Buffer.from(uploaded) }): Promise<string> {
    const [row] = await t.db
      .insert(catalogueImports)
      .values({
        ownerId: owner.id,
        kind: 'works',
        fileName: file.name,
        format: file.name.endsWith('.xlsx') ? 'xlsx' : 'csv',
        file: file.bytes,
        state,
        header: ['Song Title', 'ISWC', 'Writer 1 name'],
        mapping: ['title', 'iswc', 'writer_1_name'],
        sample: [],
      })
      .returning();
    if (!row) throw new Error('storedImport: no row');
    await t.db.insert(catalogueImportProblems).values([
      { importId: row.id, position: 1, row: 3, severity: 'error', column: 'ISWC', message: 'ISWC must look like T-123.456.789-C with a valid check digit' },
      { importId: row.id, position: 2, row: 3, severity: 'warning', column: null, message: 'Not an error' },
      { importId: row.id, position: 3, row: 4, severity: 'error', column: 'Writer 1 name', message: 'Name is required' },
      { importId: row.id, position: 4, row: 5, severity: 'note', column: null, message: 'Updated your draft' },
      // Found as the row was saved, after the check: still in row order in the file.
      { importId: row.id, position: 5, row: 3, severity: 'error', column: null, message: 'A work needs at least one writer' },
    ]);
    return row.id;
  }

  it('gives back the rows with errors as uploaded, under the original header, with what to fix in a last column', async () => {
    const id = await storedImport(member);
    const csv = await download(member, `/catalogue/imports/${id}/rows-in-error?format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`filename*=UTF-8''my%20works-rows-in-error.csv`);
    const expected = {
      header: ['Song Title', 'ISWC', 'Writer 1 name', 'Problems'],
      rows: [
        ['Bad Song', 'T-000', 'Ada', 'ISWC: ISWC must look like T-123.456.789-C with a valid check digit; A work needs at least one writer'],
        ['=Sneaky', '', '', 'Writer 1 name: Name is required'],
      ],
    };
    expect(await readBack(csv.rawPayload, 'errors.csv')).toEqual(expected);
    expect(csv.body).toContain(`'=Sneaky`);

    const xlsx = await download(member, `/catalogue/imports/${id}/rows-in-error?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(await readBack(xlsx.rawPayload, 'errors.xlsx')).toEqual(expected);
    expect((await workbook(xlsx.rawPayload)).worksheets[0]?.name).toBe('Works');
  });

  it('reads an uploaded workbook the same way', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('My works');
    for (const line of uploaded.replace(/^\uFEFF/, '').trim().split('\r\n')) sheet.addRow(line.split(','));
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const id = await storedImport(member, 'checked', { name: 'my works.xlsx', bytes });
    const res = await download(member, `/catalogue/imports/${id}/rows-in-error?format=csv`);
    expect(res.headers['content-disposition']).toContain('filename="my works-rows-in-error.csv"');
    expect((await readBack(res.rawPayload, 'errors.csv')).rows.map((row) => row[0])).toEqual(['Bad Song', '=Sneaky']);
  });

  it('answers 404 for another member’s import or one that does not exist', async () => {
    const id = await storedImport(member);
    const theirs = await download(other, `/catalogue/imports/${id}/rows-in-error`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: 'Import not found' });
    expect((await download(member, `/catalogue/imports/${randomUUID()}/rows-in-error`)).statusCode).toBe(404);
  });

  it('answers 409 while the file has not been checked', async () => {
    const id = await storedImport(member, 'uploaded');
    const res = await download(member, `/catalogue/imports/${id}/rows-in-error?format=xlsx`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('not been checked yet') });
  });
});
