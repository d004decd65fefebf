import ExcelJS from 'exceljs';
import { usageColumns, type UsageColumnKey } from '@repertoire/contract';
import { describe, expect, it } from 'vitest';
import { guessUsageColumnKey, parseAmount, usageRowChecker, USAGE_FILE_WORDING, type UsageRowCheck } from '../src/features/distributions';
import { fileColumns, ImportFileError, mapHeaders, readTable, type TableRow } from '../src/table-files';

const period = { periodStart: '2026-07-01', periodEnd: '2026-09-30' };
const VALID_ISWC = 'T-123.456.789-4';
const WORK_ID = '0b5e7f3a-9c2d-4e8f-a1b6-3c4d5e6f7a8b';

/** The minor units an amount reads as, or its problem. */
function amountOf(text: string, digits = 2, hint?: '.' | ','): bigint | string {
  const reading = parseAmount(text, digits, hint);
  return 'problem' in reading ? reading.problem : reading.minor;
}

describe('parseAmount', () => {
  it.each([
    ['£1,234.56', 123456n],
    ['1.234,56 €', 123456n],
    ['1 234,56', 123456n],
    ['1\u00a0234,56', 123456n],
    ["1'234.56", 123456n],
    ['EUR 12.5', 1250n],
    ['12.5 EUR', 1250n],
    ['-3.20', -320n],
    ['3.20-', -320n],
    ['−3.20', -320n],
    ['(3.20)', -320n],
    ['(£3.20)', -320n],
    ['£-3.20', -320n],
    ['1,234', 123400n],
    ['1,23', 123n],
    ['1.234,56', 123456n],
    ['1,234,567.89', 123456789n],
    ['1.234.567', 123456700n],
    ['1,23,456.78', 12345678n],
    ['0,125', 12n],
    ['.5', 50n],
    ['12', 1200n],
    ['0', 0n],
  ])('reads %s as %s minor units of a currency with two decimals', (text, minor) => {
    expect(amountOf(text)).toBe(minor);
  });

  it('rounds more decimals than the currency has half to even, and says it rounded', () => {
    expect(parseAmount('12.345678', 2)).toMatchObject({ minor: 1235n, isRounded: true });
    expect(amountOf('0.125')).toBe(12n);
    expect(amountOf('0.135')).toBe(14n);
    expect(amountOf('0.1251')).toBe(13n);
    expect(amountOf('-0.125')).toBe(-12n);
    expect(amountOf('-0.135')).toBe(-14n);
    expect(parseAmount('12.30', 2)).toMatchObject({ minor: 1230n, isRounded: false });
    expect(parseAmount('12.3000', 2)).toMatchObject({ minor: 1230n, isRounded: false });
  });

  it('reads the digits as text, beyond what a float holds exactly', () => {
    expect(amountOf('90071992547409.93')).toBe(9007199254740993n);
    expect(amountOf('0.1')).toBe(10n);
    expect(amountOf('999999999999999.99')).toBe(99999999999999999n);
  });

  it('reads a spreadsheet’s exponent notation', () => {
    expect(parseAmount('1.5e-7', 2)).toMatchObject({ minor: 0n, isRounded: true });
    expect(amountOf('1.25E+3')).toBe(125000n);
  });

  it('reads a lone separator before three digits by the currency, then by the file’s own separator', () => {
    expect(parseAmount('1,234', 2)).toMatchObject({ minor: 123400n, isGuessed: true, decimalSeparator: null });
    expect(amountOf('1,234', 0)).toBe(1234n);
    expect(amountOf('1,234', 3)).toBe(1234n);
    expect(amountOf('1.234', 3)).toBe(1234n);
    expect(amountOf('1,234', 2, ',')).toBe(123n);
    expect(amountOf('1,234', 2, '.')).toBe(123400n);
    expect(amountOf('1.234', 2, '.')).toBe(123n);
    // Not three digits after it, a grouping space beside it, or nothing before it: the cell says which it is.
    expect(parseAmount('1.234,56', 2)).toMatchObject({ decimalSeparator: ',', isGuessed: false });
    expect(parseAmount('12.50', 2)).toMatchObject({ decimalSeparator: '.', isGuessed: false });
    expect(parseAmount('1 234,567', 3)).toMatchObject({ minor: 1234567n, decimalSeparator: ',' });
    expect(parseAmount('0,125', 2)).toMatchObject({ decimalSeparator: ',', isGuessed: false });
  });

  it('answers the currency code written in the cell', () => {
    expect(parseAmount('EUR 12.5', 2)).toMatchObject({ currency: 'EUR' });
    expect(parseAmount('12,50 usd', 2)).toMatchObject({ currency: 'USD', minor: 1250n });
    expect(parseAmount('£12.50', 2)).toMatchObject({ currency: null });
  });

  it.each([
    ['twelve', '“twelve” is not an amount: write it as a number such as 1234.56 or 1.234,56'],
    ['12 kr', '“12 kr” is not an amount: write it as a number such as 1234.56 or 1.234,56'],
    ['--3', '“--3” is not an amount: write it as a number such as 1234.56 or 1.234,56'],
    ['(-3.20)', '“(-3.20)” is not an amount: write it as a number such as 1234.56 or 1.234,56'],
    ['1,2,3', '“1,2,3” is not an amount: write it as a number such as 1234.56 or 1.234,56'],
    ['12 34', '“12 34” is not an amount: write it as a number such as 1234.56 or 1.234,56'],
    ['1.234,567,8', '“1.234,567,8” is not an amount: write it as a number such as 1234.56 or 1.234,56'],
    ['12.', '“12.” is not an amount: write it as a number such as 1234.56 or 1.234,56'],
    ['EUR USD 12', '“EUR USD 12” is not an amount: write it as a number such as 1234.56 or 1.234,56'],
    ['1234567890123456', '“1234567890123456” is too large for an amount'],
    ['', 'Give the amount'],
  ])('refuses %j', (text, problem) => {
    expect(amountOf(text)).toBe(problem);
  });
});

// Rows as a file gives them ----------------------------------------------------------------------

const header = ['Work id', 'ISWC', 'ISRC', 'Title', 'Writers', 'Artists', 'Right', 'Territory', 'Source', 'Usage type', 'Date of use', 'Units', 'Amount', 'Currency'];
type Cells = Partial<Record<UsageColumnKey, string>>;
const validCells: Cells = {
  iswc: VALID_ISWC,
  title: 'Cobre',
  writers: 'Ana Lima',
  right: 'performance',
  territory: 'GB',
  source: 'BBC Radio 2',
  usage_type: 'broadcast',
  used_on: '2026-08-14',
  units: '3',
  amount: '12.34',
  currency: 'GBP',
};
const keyOfHeader = (text: string) => guessUsageColumnKey(text);

function checker() {
  return usageRowChecker(fileColumns(mapHeaders(header, keyOfHeader).keys, header), period);
}
function tableRow(row: number, cells: Cells): TableRow {
  return { row, cells: header.map((text) => cells[keyOfHeader(text) ?? 'title'] ?? '') };
}
function checkRow(cells: Cells): UsageRowCheck {
  return checker()(tableRow(2, cells));
}
const errorsOf = (check: UsageRowCheck) => check.errors.map(({ column, message }) => [column, message]);

describe('usageRowChecker', () => {
  it('reads a row as a usage line', () => {
    expect(checkRow({ ...validCells, work_id: WORK_ID.toUpperCase(), isrc: 'gb-aaa-24-00001', artists: 'Lima' })).toEqual({
      row: 2,
      line: {
        row: 2,
        workId: WORK_ID,
        iswc: 'T1234567894',
        isrc: 'GBAAA2400001',
        title: 'Cobre',
        writers: 'Ana Lima',
        artists: 'Lima',
        right: 'performance',
        territory: 'GB',
        source: 'BBC Radio 2',
        usageType: 'broadcast',
        usedOn: '2026-08-14',
        units: 3,
        amountMinor: 1234n,
        currency: 'GBP',
      },
      errors: [],
      warnings: [],
    });
  });

  it.each([
    ['perf', 'performance'],
    ['PR', 'performance'],
    ['Mech', 'mechanical'],
    ['MR', 'mechanical'],
    ['Sound Recording', 'master'],
    ['master', 'master'],
    ['neighbouring', 'performer'],
    ['Performer', 'performer'],
  ])('reads the right %s as %s', (text, right) => {
    expect(checkRow({ ...validCells, right: text }).line?.right).toBe(right);
  });

  it.each([
    ['gb', 'GB'],
    ['UK', 'GB'],
    ['United Kingdom', 'GB'],
    ['de', 'DE'],
  ])('reads the territory %s as %s', (text, territory) => {
    expect(checkRow({ ...validCells, territory: text }).line?.territory).toBe(territory);
  });

  it.each([
    ['2026-08-14', '2026-08-14'],
    ['14/08/2026', '2026-08-14'],
    ['1/7/2026', '2026-07-01'],
    ['2026-08-14 13:45:00', '2026-08-14'],
    ['2026-08-14T13:45:00Z', '2026-08-14'],
    ['46248', '2026-08-14'],
    ['2026-09-30', '2026-09-30'],
  ])('reads the date of use %s as %s', (text, usedOn) => {
    expect(checkRow({ ...validCells, used_on: text }).line?.usedOn).toBe(usedOn);
  });

  it('counts one use when the units are left out, and reads grouped units', () => {
    expect(checkRow({ ...validCells, units: '' }).line?.units).toBe(1);
    expect(checkRow({ ...validCells, units: '1,234' }).line?.units).toBe(1234);
    expect(checkRow({ ...validCells, units: '0' }).line?.units).toBe(0);
  });

  it('takes a works right with only an ISRC, or only a title, a recording right with only a work reference, and placeholders for none', () => {
    const isrcOnly = checkRow({ ...validCells, iswc: '', isrc: 'GBAAA2400001', right: 'mechanical' });
    expect(isrcOnly.errors).toEqual([]);
    expect(isrcOnly.line).toMatchObject({ workId: null, iswc: null, isrc: 'GBAAA2400001', right: 'mechanical' });
    expect(checkRow({ ...validCells, iswc: '' }).errors).toEqual([]);
    expect(checkRow({ ...validCells, work_id: WORK_ID, iswc: '', right: 'master' }).errors).toEqual([]);
    expect(checkRow({ ...validCells, work_id: 'N/A', iswc: '-', isrc: 'none' }).line).toMatchObject({ workId: null, iswc: null, isrc: null });
  });

  it('takes the currency from the amount when the currency is left empty, in its own minor units', () => {
    expect(checkRow({ ...validCells, amount: 'JPY 1,234', currency: '' }).line).toMatchObject({ amountMinor: 1234n, currency: 'JPY' });
  });

  it.each<[string, Cells, [string | null, string][]]>([
    ['an amount that is not a number', { amount: 'twelve' }, [['Amount', '“twelve” is not an amount: write it as a number such as 1234.56 or 1.234,56']]],
    ['negative units', { units: '-3' }, [['Units', 'Units cannot be negative: “-3”']]],
    ['units not whole', { units: '2.5' }, [['Units', 'Units must be a whole number: “2.5” is not one']]],
    ['units that are no number', { units: 'many' }, [['Units', 'Units must be a whole number such as 12: “many” is not one']]],
    ['an unknown currency code', { currency: 'EUX' }, [['Currency', 'Currency must be a three-letter ISO 4217 code such as GBP or EUR: “EUX” is not one']]],
    ['an amount in another currency', { amount: 'EUR 12.50' }, [['Amount', 'The amount is in EUR but the row’s currency is GBP: give them alike']]],
    ['an unknown territory', { territory: 'XX' }, [['Territory', 'Territory must be a two-letter ISO 3166 country code such as GB: “XX” is not one']]],
    ['a date that is no date', { used_on: 'last week' }, [['Date of use', 'The date of use must be a date such as 2026-07-01 or 01/07/2026: “last week” is not one']]],
    ['a day the calendar does not have', { used_on: '2026-02-29' }, [['Date of use', 'The date of use must be a date such as 2026-07-01 or 01/07/2026: “2026-02-29” is not one']]],
    ['a date after the period', { used_on: '2026-10-02' }, [['Date of use', 'The date of use 2026-10-02 is after the period, which ends 2026-09-30']]],
    ['a date before the period', { used_on: '30/06/2026' }, [['Date of use', 'The date of use 2026-06-30 is before the period, which starts 2026-07-01']]],
    ['an ISWC with a wrong check digit', { iswc: 'T-123.456.789-5' }, [['ISWC', 'ISWC must look like T-123.456.789-C with a valid check digit']]],
    ['an ISRC of no country', { isrc: 'XX-AAA-24-00001' }, [['ISRC', 'ISRC must start with a country code such as GB or US: XX is not one']]],
    ['a work id that is not ours', { work_id: 'W-1234' }, [['Work id', 'Work id must be a work’s id in Repertoire, such as 0b5e7f3a-9c2d-4e8f-a1b6-3c4d5e6f7a8b: “W-1234” is not one (if the column holds the sender’s own codes, leave it out)']]],
    ['an unknown right', { right: 'sync' }, [['Right', 'Right must be performance, mechanical, master or performer (or PR, MR, sound recording, neighbouring): “sync” is not one']]],
    ['a missing title', { title: '' }, [['Title', 'Give the title of the work or recording used']]],
    ['a missing right', { right: '' }, [['Right', 'Give the right the use is paid under: performance, mechanical, master or performer']]],
    ['a missing territory', { territory: '' }, [['Territory', 'Give the territory where the use took place, e.g. GB']]],
    ['a missing source', { source: ' ' }, [['Source', 'Give the source: who used the music and reports it, e.g. BBC Radio 2']]],
    ['a missing date', { used_on: '' }, [['Date of use', 'Give the date of use, e.g. 2026-07-01']]],
    ['a missing amount', { amount: '' }, [['Amount', 'Give the amount']]],
    ['a missing currency', { currency: '' }, [['Currency', 'Give the currency of the amount, e.g. GBP']]],
  ])('refuses %s, naming the file’s column', (_, cells, errors) => {
    const check = checkRow({ ...validCells, ...cells });
    expect(errorsOf(check)).toEqual(errors);
    expect(check.line).toBeNull();
  });

  it('warns of an amount rounded to the currency’s minor unit, and takes the row', () => {
    const check = checkRow({ ...validCells, amount: '12.345678' });
    expect(check.line?.amountMinor).toBe(1235n);
    expect(check.warnings).toEqual([{ row: 2, column: 'Amount', message: '“12.345678” has more decimals than GBP has: it is read as 12.35' }]);
  });

  it('reads an ambiguous amount by the separator the file’s earlier amounts show, and warns only before it knows', () => {
    const check = checker();
    const guessed = check(tableRow(2, { ...validCells, amount: '1.234' }));
    expect(guessed.line?.amountMinor).toBe(123400n);
    expect(guessed.warnings.map((problem) => problem.message)).toEqual(['“1.234” is read as 1234.00: no amount before it in the file shows whether “.” separates decimals or thousands']);
    expect(check(tableRow(3, { ...validCells, amount: '7.50' })).line?.amountMinor).toBe(750n);
    const known = check(tableRow(4, { ...validCells, amount: '1.234' }));
    expect(known.line?.amountMinor).toBe(123n);
    expect(known.warnings.map((problem) => problem.message)).toEqual(['“1.234” has more decimals than GBP has: it is read as 1.23']);
  });

  it('checks a million rows in a few seconds of processor time', () => {
    const check = checker();
    const started = process.cpuUsage();
    let lines = 0;
    for (let i = 0; i < 1_000_000; i += 1) {
      const cells = [
        '',
        i % 3 === 0 ? VALID_ISWC : '',
        `GBAAA24${String(i % 100_000).padStart(5, '0')}`,
        `Song ${i % 5000}`,
        'Ana Lima',
        'Lima',
        i % 2 === 0 ? 'PR' : 'mechanical',
        i % 7 === 0 ? 'gb' : 'DE',
        'Spotify',
        'stream',
        `2026-08-${String((i % 28) + 1).padStart(2, '0')}`,
        String((i % 50) + 1),
        i % 5 === 0 ? `£${i % 1000},${i % 100}` : `${i % 1000}.${String(i % 100).padStart(2, '0')}`,
        'GBP',
      ];
      if (check({ row: i + 2, cells }).line) lines += 1;
    }
    const seconds = process.cpuUsage(started).user / 1e6;
    expect(lines).toBe(1_000_000);
    expect(seconds).toBeLessThan(10);
  });
});

describe('guessUsageColumnKey', () => {
  it.each<[string, UsageColumnKey]>([
    ['ISWC Code', 'iswc'],
    ['ISRC', 'isrc'],
    ['Work Title', 'title'],
    ['Song', 'title'],
    ['Track Title', 'title'],
    ['Composer(s)', 'writers'],
    ['Writers', 'writers'],
    ['Performer', 'artists'],
    ['Artist Name', 'artists'],
    ['Right Type', 'right'],
    ['Territory Code', 'territory'],
    ['Country', 'territory'],
    ['Service', 'source'],
    ['DSP', 'source'],
    ['Channel', 'source'],
    ['Usage Type', 'usage_type'],
    ['Usage Date', 'used_on'],
    ['Date', 'used_on'],
    ['Plays', 'units'],
    ['Streams', 'units'],
    ['Quantity', 'units'],
    ['Royalty', 'amount'],
    ['Net Amount', 'amount'],
    ['Amount Payable', 'amount'],
    ['Ccy', 'currency'],
    ['Currency Code', 'currency'],
  ])('reads %s as %s', (text, key) => {
    expect(guessUsageColumnKey(text)).toBe(key);
  });

  it('reads the template’s own headers', () => {
    for (const column of usageColumns) expect(guessUsageColumnKey(column.header)).toBe(column.key);
  });

  it('leaves out the columns it does not know, and lists them', () => {
    const mapping = mapHeaders(['Title', 'Internal Ref', 'Notes', 'Amount', ''], guessUsageColumnKey);
    expect(mapping.keys).toEqual(['title', null, null, 'amount', null]);
    expect(mapping.unmapped).toEqual(['Internal Ref', 'Notes']);
  });
});

// Whole files --------------------------------------------------------------------------------------

async function checkFile(buffer: Buffer, fileName: string) {
  const table = await readTable({ buffer, fileName }, { wording: USAGE_FILE_WORDING });
  const mapping = mapHeaders(table.header, guessUsageColumnKey);
  const check = usageRowChecker(fileColumns(mapping.keys, table.header), period);
  const checks: UsageRowCheck[] = [];
  for await (const row of table.rows) checks.push(check(row));
  return { mapping, checks };
}

describe('a usage file read, mapped and checked', () => {
  it('reads a CSV with noise columns, quoted commas, currency symbols, thousands separators and decimal commas', async () => {
    const csv = [
      'Internal Ref,ISWC Code,Work Title,Composer(s),Performer,Right,Territory Code,Service,Usage Date,Plays,Net Amount,Ccy,Notes',
      'R1,T-123.456.789-4,"Hello, Goodbye","Lennon, John; McCartney, Paul",The Beatles,PR,gb,BBC Radio 2,2026-07-03,"1,204","£1,234.56",GBP,"aired twice, once live"',
      'R2,,Cobre,Ana Lima,Lima,MR,DE,Spotify,14/08/2026,12,"1.234,56 €",EUR,',
      'R3,,Quiet Song,,,neighbouring,FR,Deezer,2026-09-30,,"0,125",EUR,',
      'R4,,Correction,,,perf,GB,BBC Radio 2,2026-07-04,1,(3.20),GBP,refund',
    ].join('\r\n');
    const { mapping, checks } = await checkFile(Buffer.from(csv), 'statement.csv');

    expect(mapping.unmapped).toEqual(['Internal Ref', 'Notes']);
    expect(checks.map((check) => check.errors)).toEqual([[], [], [], []]);
    expect(checks.map((check) => check.line)).toEqual([
      expect.objectContaining({ row: 2, iswc: 'T1234567894', title: 'Hello, Goodbye', writers: 'Lennon, John; McCartney, Paul', artists: 'The Beatles', right: 'performance', territory: 'GB', source: 'BBC Radio 2', usedOn: '2026-07-03', units: 1204, amountMinor: 123456n, currency: 'GBP' }),
      expect.objectContaining({ row: 3, iswc: null, title: 'Cobre', right: 'mechanical', territory: 'DE', usedOn: '2026-08-14', units: 12, amountMinor: 123456n, currency: 'EUR' }),
      expect.objectContaining({ row: 4, title: 'Quiet Song', writers: null, artists: null, right: 'performer', usedOn: '2026-09-30', units: 1, amountMinor: 12n, currency: 'EUR' }),
      expect.objectContaining({ row: 5, right: 'performance', amountMinor: -320n }),
    ]);
    expect(checks[2]?.warnings.map((problem) => [problem.column, problem.message])).toEqual([['Net Amount', '“0,125” has more decimals than EUR has: it is read as 0.12']]);
  });

  it('reads a semicolon CSV with decimal commas, as spreadsheets in much of Europe save it', async () => {
    const csv = ['Title;ISWC;Right;Country;Source;Date;Streams;Royalty;Currency', 'Cobre;;MR;de;Spotify;01.08.2026;1.500;1.234,5;EUR'].join('\n');
    const { checks } = await checkFile(Buffer.from(csv), 'abrechnung.csv');
    expect(checks[0]?.line).toMatchObject({ right: 'mechanical', territory: 'DE', usedOn: '2026-08-01', units: 1500, amountMinor: 123450n, currency: 'EUR' });
  });

  it('names no column when the file has none for a required cell', async () => {
    const csv = ['Titel,Right,Territory,Source,Date,Amount,Currency', 'Cobre,PR,GB,BBC Radio 2,2026-08-01,1.00,GBP'].join('\n');
    const { mapping, checks } = await checkFile(Buffer.from(csv), 'usage.csv');
    expect(mapping.unmapped).toEqual(['Titel']);
    expect(checks[0]?.errors).toEqual([{ row: 2, column: null, message: 'Give the title of the work or recording used' }]);
  });

  it('reads an XLSX file’s date and number cells', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Usage');
    sheet.addRow(['Title', 'Right', 'Territory', 'Source', 'Date of use', 'Units', 'Amount', 'Currency']);
    sheet.addRow(['Cobre', 'performance', 'GB', 'BBC Radio 2', new Date(Date.UTC(2026, 7, 14)), 3, 12.34, 'GBP']);
    sheet.addRow(['Cobre', 'performance', 'GB', 'Spotify', new Date(Date.UTC(2026, 7, 15)), 1200, 0.0000001234, 'GBP']);
    sheet.getColumn(5).numFmt = 'dd/mm/yyyy';
    const { checks } = await checkFile(Buffer.from(await workbook.xlsx.writeBuffer()), 'usage.xlsx');
    expect(checks.map((check) => check.errors)).toEqual([[], []]);
    expect(checks.map((check) => [check.line?.usedOn, check.line?.units, check.line?.amountMinor])).toEqual([
      ['2026-08-14', 3, 1234n],
      ['2026-08-15', 1200, 0n],
    ]);
  });

  it('reports every row of a file whose rows are all wrong, each by its number', async () => {
    const csv = [
      'Title,Right,Territory,Source,Date,Units,Amount,Currency',
      'One,performance,GB,BBC Radio 2,2026-07-01,1,twelve,GBP',
      '',
      'Two,sync,GB,BBC Radio 2,2026-07-01,1,1.00,GBP',
      'Three,performance,ZZ,BBC Radio 2,2026-12-01,-1,1.00,EUX',
    ].join('\n');
    const { checks } = await checkFile(Buffer.from(csv), 'bad.csv');
    expect(checks.map((check) => check.line)).toEqual([null, null, null]);
    expect(checks.flatMap((check) => check.errors.map((problem) => [problem.row, problem.column]))).toEqual([
      [2, 'Amount'],
      [4, 'Right'],
      [5, 'Territory'],
      [5, 'Date'],
      [5, 'Units'],
      [5, 'Currency'],
    ]);
    expect(checks.map((check) => check.row)).toEqual([2, 4, 5]);
  });

  it('refuses a file with no rows in the words of the staff who import it', async () => {
    const refusal = await readTable({ buffer: Buffer.from('Title,Amount\n'), fileName: 'usage.csv' }, { wording: USAGE_FILE_WORDING }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImportFileError);
    expect((refusal as ImportFileError).message).toBe('The file has only a header row: add one row per use of a work or recording below it');
  });
});
