import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { workColumns } from '@repertoire/contract';
import { describe, expect, it } from 'vitest';
import { checkWorkRows, guessWorkColumnKey, type WorkRowCheck } from '../src/features/catalogue-import';
import { ImportFileError, mapHeaders, MAX_IMPORT_FILE_BYTES, readTable, type ImportTable, type TableRow } from '../src/table-files';

// Files as members make them -------------------------------------------------------------------

const VALID_ISWC = 'T-123.456.789-4';
const VALID_IPI = '00141073316';
const OTHER_IPI = '00012345624';

function csvFile(text: string, encoding: 'utf8' | 'utf8-bom' | 'utf16le' | 'utf16be' | 'windows1252' = 'utf8'): Buffer {
  if (encoding === 'utf8-bom') return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
  if (encoding === 'utf16le') return Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf16le')]);
  if (encoding === 'utf16be') return Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, 'utf16be')]);
  return iconv.encode(text, encoding === 'utf8' ? 'utf8' : 'windows1252');
}

async function xlsxFile(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Works'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A ZIP archive of the given entries (APPNOTE.TXT), deflated or stored. */
function zipFile(entries: { name: string; data: Buffer; deflate?: boolean }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, deflate = true } of entries) {
    const packed = deflate ? deflateRawSync(data) : data;
    const nameBytes = Buffer.from(name);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(deflate ? 8 : 0, at);
      header.writeUInt32LE(crc32(data), at + 6);
      header.writeUInt32LE(packed.length, at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt16LE(nameBytes.length, at + 18);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 8);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    fields(central, 10);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

async function rowsOf(table: ImportTable): Promise<TableRow[]> {
  const rows: TableRow[] = [];
  for await (const row of table.rows) rows.push(row);
  return rows;
}

async function readAll(buffer: Buffer, fileName: string) {
  const table = await readTable({ buffer, fileName });
  return { format: table.format, header: table.header, rows: (await rowsOf(table)).map((row) => row.cells) };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  return (error as ImportFileError).message;
}

async function checkCsv(text: string): Promise<WorkRowCheck[]> {
  const table = await readTable({ buffer: csvFile(text), fileName: 'works.csv' });
  const checks: WorkRowCheck[] = [];
  for await (const check of checkWorkRows(table, mapHeaders(table.header, guessWorkColumnKey))) checks.push(check);
  return checks;
}

const messages = (check: WorkRowCheck | undefined) => check?.errors.map((problem) => problem.message) ?? [];

// Reading CSV ----------------------------------------------------------------------------------

describe('reading a CSV works file', () => {
  it('drops the UTF-8 byte-order mark from the first header', async () => {
    const table = await readAll(csvFile('Title,ISWC\r\nCafé,\r\n', 'utf8-bom'), 'works.csv');
    expect(table).toEqual({ format: 'csv', header: ['Title', 'ISWC'], rows: [['Café', '']] });
  });

  it('reads UTF-16 in both byte orders by their byte-order mark', async () => {
    for (const encoding of ['utf16le', 'utf16be'] as const) {
      const table = await readAll(csvFile('Title\tLanguage\r\nÜber den Wolken\tde\r\n', encoding), 'works.txt');
      expect(table.header).toEqual(['Title', 'Language']);
      expect(table.rows).toEqual([['Über den Wolken', 'de']]);
    }
  });

  it('reads a file that is not UTF-8 as Windows-1252, accents intact', async () => {
    const table = await readAll(csvFile('Title;Writer 1 name\nCafé Olé;Zoë Ångström\n', 'windows1252'), 'works.csv');
    expect(table.rows).toEqual([['Café Olé', 'Zoë Ångström']]);
  });

  it('finds the delimiter on the header line: semicolon, tab or comma', async () => {
    expect((await readAll(csvFile('Title;ISWC\n"A; B";x\n'), 'a.csv')).rows).toEqual([['A; B', 'x']]);
    expect((await readAll(csvFile('Title\tISWC\nA, B\tx\n'), 'a.tsv')).rows).toEqual([['A, B', 'x']]);
    expect((await readAll(csvFile('Title,ISWC\n"A; B",x\n'), 'a.csv')).rows).toEqual([['A; B', 'x']]);
  });

  it('keeps a cell that a spreadsheet would run as a formula as plain text', async () => {
    const table = await readAll(csvFile('Title,Genre\n=cmd|\' /C calc\'!A0,+SUM(1)\n'), 'works.csv');
    expect(table.rows).toEqual([["=cmd|' /C calc'!A0", '+SUM(1)']]);
  });

  it('numbers rows as a spreadsheet does and leaves blank rows out', async () => {
    const table = await readTable({ buffer: csvFile('Title\nOne\n\n,\nTwo\n'), fileName: 'works.csv' });
    expect((await rowsOf(table)).map(({ row, cells }) => [row, cells[0]])).toEqual([
      [2, 'One'],
      [5, 'Two'],
    ]);
  });

  it('streams 100,000 rows without holding them', async () => {
    const lines = ['Work code,Title,ISWC'];
    for (let i = 0; i < 100_000; i++) lines.push(`W${i},Song number ${i},`);
    const buffer = csvFile(lines.join('\n'));
    const table = await readTable({ buffer, fileName: 'big.csv' });
    let count = 0;
    let last = '';
    for await (const row of table.rows) {
      count += 1;
      last = row.cells[0] ?? '';
    }
    expect(count).toBe(100_000);
    expect(last).toBe('W99999');
  });

  it('refuses more rows than the limit', async () => {
    const text = ['Title', ...Array.from({ length: 11 }, (_, i) => `Song ${i}`)].join('\n');
    const table = await readTable({ buffer: csvFile(text), fileName: 'works.csv' }, { maxRows: 10 });
    expect(await refusal(rowsOf(table))).toMatch(/more than 10 rows/);
  });
});

describe('refusing files that are no works table', () => {
  it('refuses an empty file', async () => {
    expect(await refusal(readTable({ buffer: Buffer.alloc(0), fileName: 'works.csv' }))).toMatch(/empty/);
    expect(await refusal(readTable({ buffer: csvFile('\n\n  \n'), fileName: 'works.csv' }))).toMatch(/empty/);
  });

  it('refuses a file with only a header row', async () => {
    expect(await refusal(readTable({ buffer: csvFile('Title,ISWC\n'), fileName: 'works.csv' }))).toMatch(/only a header row/);
  });

  it('refuses a file over the size limit before reading it', async () => {
    const buffer = Buffer.alloc(MAX_IMPORT_FILE_BYTES + 1, 'a');
    expect(await refusal(readTable({ buffer, fileName: 'works.csv' }))).toMatch(/larger than 50 MB/);
  });

  it('refuses an Excel 97–2003 workbook', async () => {
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    expect(await refusal(readTable({ buffer: xls, fileName: 'works.xls' }))).toMatch(/not a real Excel workbook/);
  });

  it('refuses random bytes named .xlsx', async () => {
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
    expect(await refusal(readTable({ buffer: bytes, fileName: 'works.xlsx' }))).toMatch(/not a real Excel workbook/);
  });

  it('refuses binary data named .csv', async () => {
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
    expect(await refusal(readTable({ buffer: bytes, fileName: 'works.csv' }))).toMatch(/neither a CSV text file nor an Excel workbook/);
  });

  it('refuses a ZIP archive that is not a workbook', async () => {
    const zip = zipFile([{ name: 'notes.txt', data: Buffer.from('hello') }]);
    expect(await refusal(readTable({ buffer: zip, fileName: 'works.xlsx' }))).toMatch(/ZIP archive but not an Excel workbook/);
  });

  it('refuses a truncated workbook', async () => {
    const whole = await xlsxFile((sheet) => {
      sheet.addRow(['Title']);
      for (let i = 0; i < 50; i++) sheet.addRow([`Song ${i}`]);
    });
    for (const length of [Math.floor(whole.length / 2), whole.length - 10]) {
      expect(await refusal(readTable({ buffer: whole.subarray(0, length), fileName: 'works.xlsx' }))).toMatch(/damaged or incomplete/);
    }
  });

  it('refuses a workbook that unpacks to more than the limit (a ZIP bomb)', async () => {
    const bomb = zipFile([
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(4 * 1024 * 1024, 0x20) },
    ]);
    expect(bomb.length).toBeLessThan(20_000);
    const message = await refusal(readTable({ buffer: bomb, fileName: 'works.xlsx' }, { maxUncompressedBytes: 1024 * 1024 }));
    expect(message).toMatch(/unpacks to more than 1 MB/);
  });

  it('refuses a workbook whose bytes were damaged', async () => {
    const zip = zipFile([
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet>'.repeat(100)) },
    ]);
    zip[60] = (zip[60] ?? 0) ^ 0xff;
    expect(await refusal(readTable({ buffer: zip, fileName: 'works.xlsx' }))).toMatch(/damaged or incomplete/);
  });
});

// Reading XLSX ---------------------------------------------------------------------------------

describe('reading an XLSX works file', () => {
  it('reads the first worksheet, taking the cached result of formulas and never the formula', async () => {
    const buffer = await xlsxFile((sheet) => {
      sheet.addRow(['Title', 'Performance', 'Code']);
      sheet.addRow(['Song', { formula: '25*2', result: 50 }, { formula: 'CONCAT("W","1")', result: 'W1' }]);
    });
    expect(await readAll(buffer, 'works.xlsx')).toEqual({ format: 'xlsx', header: ['Title', 'Performance', 'Code'], rows: [['Song', '50', 'W1']] });
  });

  it('reports a merged cell’s value in its first cell only', async () => {
    const buffer = await xlsxFile((sheet) => {
      sheet.addRow(['Title', 'Genre', 'Language']);
      sheet.addRow(['Song', 'Pop', 'en']);
      sheet.addRow(['Other', 'Rock', 'de']);
      sheet.mergeCells('A2:B2');
      sheet.mergeCells('C2:C3');
    });
    expect((await readAll(buffer, 'works.xlsx')).rows).toEqual([
      ['Song', '', 'en'],
      ['Other', 'Rock', ''],
    ]);
  });

  it('writes dates as YYYY-MM-DD, from date cells and from serial numbers in date-formatted cells', async () => {
    const buffer = await xlsxFile((sheet) => {
      sheet.addRow(['Title', 'Created', 'Computed', 'Duration']);
      const row = sheet.addRow(['Song', new Date(Date.UTC(2024, 0, 15)), { formula: 'DATE(2023,12,31)', result: 45291 }, 225 / 86_400]);
      row.getCell(2).numFmt = 'dd/mm/yyyy';
      row.getCell(3).numFmt = 'yyyy-mm-dd';
      row.getCell(4).numFmt = 'mm:ss';
    });
    expect((await readAll(buffer, 'works.xlsx')).rows).toEqual([['Song', '2024-01-15', '2023-12-31', '0:03:45']]);
  });

  it('reads the first worksheet only', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Works').addRows([['Title'], ['Song']]);
    workbook.addWorksheet('Notes').addRows([['Note'], ['Ignore me']]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readAll(buffer, 'works.xlsx')).toEqual({ format: 'xlsx', header: ['Title'], rows: [['Song']] });
  });

  it('reads a workbook written with the works template headers', async () => {
    const buffer = await xlsxFile((sheet) => {
      sheet.addRow(workColumns.map((column) => column.header));
      sheet.addRow(['W1', 'Song']);
    });
    const table = await readTable({ buffer, fileName: 'template.xlsx' });
    expect(mapHeaders(table.header, guessWorkColumnKey)).toMatchObject({ unmapped: [], duplicates: [] });
    expect((await rowsOf(table))[0]?.cells.slice(0, 2)).toEqual(['W1', 'Song']);
  });
});

// Mapping headers ------------------------------------------------------------------------------

describe('mapping a file’s headers to the works template', () => {
  it('maps the template headers, normalised names and common synonyms', () => {
    const header = ['Song Title', 'ISWC Code', 'Writer 1 IPI', 'Composer 2 IPI', 'WORK_CODE', 'duration (mm:ss)', 'Recording 1 ISRC', 'Notes'];
    const mapping = mapHeaders(header, guessWorkColumnKey);
    expect(mapping.keys).toEqual(['title', 'iswc', 'writer_1_ipi', 'writer_2_ipi', 'work_code', 'duration', 'recording_1_isrc', null]);
    expect(mapping.unmapped).toEqual(['Notes']);
    expect(mapHeaders(['TITLE', 'Work Title'], guessWorkColumnKey).keys).toEqual(['title', null]);
    expect(mapHeaders(['TITLE', 'Work Title'], guessWorkColumnKey).duplicates).toEqual([{ key: 'title', headers: ['TITLE', 'Work Title'] }]);
  });

  it('maps an alternative title’s type column after its number or before it', () => {
    const header = ['AKA 1', 'AKA 1 type', 'Alt title 2', 'Alt title 2 type', 'Alternative title type 3', 'Alternative title 3', 'Alternative title 1 type'];
    expect(mapHeaders(header, guessWorkColumnKey).keys).toEqual([
      'alt_title_1',
      'alt_title_1_type',
      'alt_title_2',
      'alt_title_2_type',
      'alt_title_3_type',
      'alt_title_3',
      null,
    ]);
    expect(mapHeaders(['AKA 4 type'], guessWorkColumnKey).keys).toEqual([null]);
  });

  it('lets the member’s own mapping win, null leaving a column out', () => {
    const mapping = mapHeaders(['Name', 'Title', 'Notes'], guessWorkColumnKey, { Name: 'title', Title: 'original_title', Notes: null });
    expect(mapping).toEqual({ keys: ['title', 'original_title', null], unmapped: [], duplicates: [] });
  });
});

// Checking rows --------------------------------------------------------------------------------

const partyHeader = 'Writer 1 name,Writer 1 IPI,Writer 1 role,Writer 1 performance share,Writer 1 mechanical share';

describe('checking the rows of a works file', () => {
  it('turns a good row into the body of POST /musical-works with its writers and recordings', async () => {
    const [check] = await checkCsv(
      `Work code,Title,ISWC,Language,Duration,${partyHeader},Publisher 2 name,Publisher 2 role,Publisher 2 performance share,Recording 1 ISRC\n` +
        `W1,Blue Moon,${VALID_ISWC},English,03:45,Ann Writer,${VALID_IPI},CA,50,100,Moon Music,E,50%,GB-AAA-24-00001\n`,
    );
    expect(check?.errors).toEqual([]);
    expect(check?.warnings).toEqual([]);
    expect(check?.work).toEqual({
      work_code: 'W1',
      work: {
        title: 'Blue Moon',
        alternative_titles: [],
        iswc: 'T1234567894',
        language: 'en',
        duration: 225,
        is_instrumental: false,
      },
      parties: [
        { name: 'Ann Writer', ipi_name_number: VALID_IPI, role: 'composer_author', performance_share: 50, mechanical_share: 100 },
        { name: 'Moon Music', ipi_name_number: null, role: 'original_publisher', performance_share: 50, mechanical_share: 0 },
      ],
      recordings: [{ isrc: 'GBAAA2400001', title: null, artist: null }],
    });
  });

  it('names the file’s column of each wrong check digit', async () => {
    const [check] = await checkCsv(
      `Code,Song Title,ISWC Code,${partyHeader},ISRC\nW1,Song,T-123.456.789-0,Ann,00141073317,composer,100,100,XX-AAA-24-00001\n`,
    );
    expect(check?.work).toBeNull();
    expect(check?.errors).toEqual([
      { row: 2, column: 'ISWC Code', message: 'ISWC must look like T-123.456.789-C with a valid check digit' },
      { row: 2, column: 'Writer 1 IPI', message: 'IPI name number must be up to 11 digits with valid check digits' },
      { row: 2, column: 'ISRC', message: 'ISRC must start with a country code such as GB or US: XX is not one' },
    ]);
  });

  it('refuses shares over 100% per right across the row, and a share above 100 on its own', async () => {
    const header = `Title,${partyHeader},Writer 2 name,Writer 2 role,Writer 2 performance share,Writer 2 mechanical share`;
    const checks = await checkCsv(`${header}\nOne,Ann,${VALID_IPI},C,60,50,Bob,A,50,50\nTwo,Ann,,C,101,0,Bob,A,0,0\n`);
    expect(messages(checks[0])).toEqual(['Performance shares add up to 110.00%: they cannot be more than 100%']);
    expect(checks[1]?.errors).toEqual([{ row: 3, column: 'Writer 1 performance share', message: 'Performance share cannot be more than 100%' }]);
  });

  it('checks roles, durations, languages, versions and years', async () => {
    const [check] = await checkCsv(
      `Title,Duration,Language,Version,Creation year,${partyHeader}\nSong,3 minutes,Klingon,remix,last year,Ann,,singer,50,50\n`,
    );
    expect(check?.errors.map((problem) => problem.column)).toEqual(['Language', 'Duration', 'Version', 'Creation year', 'Writer 1 role']);
  });

  it('reads each alternative title’s type by name, word or CWR code, any case, an empty one as alternative', async () => {
    const [check] = await checkCsv(
      'Title,Alternative title 1,Alternative title 1 type,Alternative title 2,Alternative title 2 type,Alternative title 3,Alternative title 3 type\n' +
        'Copper Sky,Cielo de Cobre,translated title,Copper Skies,,Under a copper sky,te\n',
    );
    expect(check?.errors).toEqual([]);
    expect(check?.work?.work.alternative_titles).toEqual([
      { title: 'Cielo de Cobre', type: 'translated' },
      { title: 'Copper Skies', type: 'alternative' },
      { title: 'Under a copper sky', type: 'first_line' },
    ]);
  });

  it('refuses an unknown type, a type without its title and the same title twice with one type, on their cells', async () => {
    const checks = await checkCsv(
      'Title,Alternative title 1,Alternative title 1 type,Alternative title 2,Alternative title 2 type\n' +
        'Copper Sky,Cielo de Cobre,nickname,,TT\n' +
        'Copper Sky,Cobre,AT,cobre,Alternative title\n',
    );
    expect(checks[0]?.errors).toEqual([
      {
        row: 2,
        column: 'Alternative title 1 type',
        message:
          'Alternative title type must be one of Alternative title, Translated title, First line of the lyrics, Formal title, Part title, Search title, ' +
          'Incorrect title, Original title, Alternative title in national characters, Original title in national characters, Restricted title (or its CWR code)',
      },
      { row: 2, column: 'Alternative title 2 type', message: 'Alternative title 2 type is given without alternative title 2' },
    ]);
    expect(checks[0]?.work).toBeNull();
    expect(checks[1]?.errors).toEqual([{ row: 3, column: 'Alternative title 2', message: 'Alternative title “cobre” is already listed' }]);
  });

  it('asks for a title and the original title of a modification, naming no column the file lacks', async () => {
    const checks = await checkCsv(`Work code,Title,Version\nW1,,original\nW2,Song,modification\n`);
    expect(checks[0]?.errors).toEqual([{ row: 2, column: 'Title', message: 'Title is required' }]);
    expect(checks[1]?.errors).toEqual([
      { row: 3, column: null, message: 'Give the original title: this work is a modification of another work' },
    ]);
  });

  it('finds the same work code or ISWC twice in the file', async () => {
    const checks = await checkCsv(
      `Work code,Title,ISWC\nW1,One,${VALID_ISWC}\nw1,Two,\nW3,Three,T1234567894\n`,
    );
    expect(checks[0]?.errors).toEqual([]);
    expect(checks[1]?.errors).toEqual([{ row: 3, column: 'Work code', message: 'Work code w1 is already used on row 2' }]);
    expect(checks[2]?.errors).toEqual([{ row: 4, column: 'ISWC', message: 'This ISWC is already given on row 2' }]);
  });

  it('keeps warnings apart from errors: what a submission still needs does not stop the import', async () => {
    const [check] = await checkCsv(`Title,Duration,${partyHeader}\nSong,1:02:03,Moon Music,${OTHER_IPI},original publisher,100,100\n`);
    expect(check?.errors).toEqual([]);
    expect(check?.work).not.toBeNull();
    expect(check?.warnings.map((problem) => [problem.column, problem.message])).toEqual([
      ['Duration', 'The duration is more than an hour (1:02:03): check that minutes were not read as hours'],
      [null, 'Give your own code for the work: it finds the work again when you import the file once more'],
      [null, 'Add at least one composer, author or composer/author'],
    ]);
  });
});
