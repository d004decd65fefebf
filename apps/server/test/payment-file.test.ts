import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { isSepaWritableName, writePain001, writePaymentsCsv, type CreditTransfer, type ManualPayment, type PaymentOrder } from '../src/features/payments';
import { AppError } from '../src/lib/errors';
import { schemaErrors, valuesOf } from './support/payment-file-schema';

function transfer(overrides: Partial<CreditTransfer> = {}): CreditTransfer {
  return {
    endToEndId: '0b9e6a3c41d84f0c9a1e2b7d5c3f8a10',
    payeeName: 'Ada Lovelace',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    amountMinor: 12_345n,
    currency: 'EUR',
    remittance: 'Royalties 2026 Q1',
    ...overrides,
  };
}

function order(transfers: CreditTransfer[]): PaymentOrder {
  return {
    messageId: 'DIST-2026-Q1-001',
    createdAt: new Date('2026-04-15T09:30:12.345Z'),
    requestedExecutionDate: '2026-04-20',
    debtor: { name: 'Repertoire Rights Society', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
    transfers,
  };
}

function refusal(make: () => unknown): AppError {
  try {
    make();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the order to be refused');
}

describe('the SEPA payment file (pain.001.001.03)', () => {
  it('pays several payees in a file the ISO 20022 schema accepts', async () => {
    const xml = writePain001(
      order([
        transfer({ endToEndId: 'P1', payeeName: 'Ada Lovelace', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', amountMinor: 12_345n }),
        transfer({ endToEndId: 'P2', payeeName: 'Brian Eno', iban: 'GB29NWBK60161331926819', bic: 'NWBKGB2L', amountMinor: 500n }),
        transfer({ endToEndId: 'P3', payeeName: 'Clara Schumann', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', amountMinor: 7n }),
      ]),
    );

    expect(await schemaErrors(xml)).toEqual([]);
    expect(valuesOf(xml, 'EndToEndId')).toEqual(['P1', 'P2', 'P3']);
    expect(valuesOf(xml, 'InstdAmt')).toEqual(['123.45', '5.00', '0.07']);
    expect(xml).toContain('<InstdAmt Ccy="EUR">123.45</InstdAmt>');
    expect(valuesOf(xml, 'IBAN')).toEqual(['DE02120300000000202051', 'DE89370400440532013000', 'GB29NWBK60161331926819', 'NL91ABNA0417164300']);
    expect(valuesOf(xml, 'MsgId')).toEqual(['DIST-2026-Q1-001']);
    expect(valuesOf(xml, 'CreDtTm')).toEqual(['2026-04-15T09:30:12']);
    expect(valuesOf(xml, 'ReqdExctnDt')).toEqual(['2026-04-20']);
    expect(valuesOf(xml, 'PmtMtd')).toEqual(['TRF']);
    expect(valuesOf(xml, 'BtchBookg')).toEqual(['true']);
    expect(valuesOf(xml, 'Cd')).toEqual(['SEPA']);
    expect(valuesOf(xml, 'ChrgBr')).toEqual(['SLEV']);
    expect(valuesOf(xml, 'Ustrd')).toEqual(['Royalties 2026 Q1', 'Royalties 2026 Q1', 'Royalties 2026 Q1']);
  });

  it('is refused by the schema when a value breaks it, so the check above can fail', async () => {
    const xml = writePain001(order([transfer()])).replace('<PmtMtd>TRF</PmtMtd>', '<PmtMtd>WIRE</PmtMtd>');
    expect((await schemaErrors(xml)).join('\n')).toMatch(/PmtMtd/);
  });

  it('is refused by the schema when elements are out of the standard\'s order', async () => {
    const xml = writePain001(order([transfer()]));
    expect(await schemaErrors(xml)).toEqual([]);

    // ISO 20022 puts the payment type before the execution date; move the date above it.
    const executionDate = '<ReqdExctnDt>2026-04-20</ReqdExctnDt>';
    const reordered = xml.replace(executionDate, '').replace('<PmtTpInf>', `${executionDate}\n<PmtTpInf>`);
    expect(reordered).not.toBe(xml);
    expect((await schemaErrors(reordered)).join('\n')).toMatch(/PmtTpInf.*not expected/);
  });

  it('is refused by the schema when an identifier is longer than Max35Text\'s 35 characters', async () => {
    const longest = 'E'.repeat(35);
    const xml = writePain001(order([transfer({ endToEndId: longest })]));
    expect(await schemaErrors(xml)).toEqual([]);

    const tooLong = xml.replace(`<EndToEndId>${longest}</EndToEndId>`, `<EndToEndId>${longest}E</EndToEndId>`);
    expect(tooLong).not.toBe(xml);
    expect((await schemaErrors(tooLong)).join('\n')).toMatch(/EndToEndId.*maxLength/);
  });

  it('counts the transfers in NbOfTxs, in the group header and the payment block', () => {
    const transfers = Array.from({ length: 12 }, (_, index) => transfer({ endToEndId: `P${index}` }));
    expect(valuesOf(writePain001(order(transfers)), 'NbOfTxs')).toEqual(['12', '12']);
  });

  it('adds up CtrlSum to the cent from the integers, however awkward the amounts', async () => {
    // 0.10 + 0.20 is not 0.30 in floating point.
    expect(valuesOf(writePain001(order([transfer({ endToEndId: 'A', amountMinor: 10n }), transfer({ endToEndId: 'B', amountMinor: 20n })])), 'CtrlSum')).toEqual([
      '0.30',
      '0.30',
    ]);

    // One cent and a thousand transfers of SEPA's largest amount: 99,999,999,999,001 cents, past what a double holds to the cent.
    const largest = Array.from({ length: 1000 }, (_, index) => transfer({ endToEndId: `L${index}`, amountMinor: 99_999_999_999n }));
    const xml = writePain001(order([transfer({ endToEndId: 'ONE-CENT', amountMinor: 1n }), ...largest]));
    expect(valuesOf(xml, 'CtrlSum')).toEqual(['999999999990.01', '999999999990.01']);
    expect(valuesOf(xml, 'InstdAmt').slice(0, 2)).toEqual(['0.01', '999999999.99']);
    expect(valuesOf(xml, 'NbOfTxs')).toEqual(['1001', '1001']);
    expect(await schemaErrors(xml)).toEqual([]);
  });

  it('writes names in the SEPA characters: accents dropped, & as +, < > and quotes gone, apostrophes escaped', async () => {
    const xml = writePain001(
      order([
        transfer({ endToEndId: 'N1', payeeName: 'Zoë Müller' }),
        transfer({ endToEndId: 'N2', payeeName: 'Smith & Jones <Publishing> "Ltd"' }),
        transfer({ endToEndId: 'N3', payeeName: 'Søren Łukasz', remittance: 'Royalties Q1 & Q2 <2026>' }),
        transfer({ endToEndId: 'N4', payeeName: 'Sinéad O’Connor' }),
      ]),
    );

    expect(await schemaErrors(xml)).toEqual([]);
    expect(valuesOf(xml, 'Nm').slice(2)).toEqual(['Zoe Muller', 'Smith + Jones Publishing Ltd', 'Soren Lukasz', 'Sinead O&apos;Connor']);
    expect(valuesOf(xml, 'Ustrd')[2]).toBe('Royalties Q1 + Q2 2026');
  });

  it('cuts names to 70 characters and remittance to 140', async () => {
    const longName = 'The Extraordinarily Long Named Orchestra of the Northern Hemisphere and Its Many Friends';
    const longRemittance = `Royalties ${'for the first quarter of 2026 '.repeat(8)}`;
    const xml = writePain001(order([transfer({ payeeName: longName, remittance: longRemittance })]));

    expect(await schemaErrors(xml)).toEqual([]);
    const payeeName = valuesOf(xml, 'Nm')[2] ?? '';
    expect(payeeName).toBe(longName.slice(0, 70).trimEnd());
    expect(payeeName.length).toBeLessThanOrEqual(70);
    expect(valuesOf(xml, 'Ustrd')[0]).toBe(longRemittance.slice(0, 140).trimEnd());
  });

  it('writes no creditor agent for a payee without a BIC, and the file stays valid', async () => {
    const xml = writePain001(order([transfer({ endToEndId: 'WITH', bic: 'COBADEFFXXX' }), transfer({ endToEndId: 'WITHOUT', bic: null })]));

    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml.match(/<CdtrAgt>/g)).toHaveLength(1);
    expect(xml).not.toContain('NOTPROVIDED');
    const withoutBic = xml.slice(xml.indexOf('<EndToEndId>WITHOUT</EndToEndId>'));
    expect(withoutBic).not.toContain('<CdtrAgt>');
  });

  it('takes an IBAN and BIC in any case and spacing, and writes them in their electronic form', async () => {
    const xml = writePain001(order([transfer({ iban: 'gb29 nwbk 6016 1331 9268 19', bic: 'nwbk gb2l' })]));
    expect(await schemaErrors(xml)).toEqual([]);
    expect(valuesOf(xml, 'IBAN')[1]).toBe('GB29NWBK60161331926819');
    expect(valuesOf(xml, 'BIC')[1]).toBe('NWBKGB2L');
  });

  it('tells a name SEPA can carry, accents and all, from one with no letter it can write', () => {
    expect(isSepaWritableName('Zoë Müller')).toBe(true);
    expect(isSepaWritableName('李小龍')).toBe(false);
    expect(isSepaWritableName('  ')).toBe(false);
  });

  it('refuses an order without transfers', () => {
    expect(() => writePain001(order([]))).toThrow('A payment file needs at least one transfer');
  });

  it('refuses an invalid IBAN, naming the payment and the payee', () => {
    // The check digits of DE89370400440532013000 with one digit changed.
    expect(() => writePain001(order([transfer({ endToEndId: 'P7', payeeName: 'Brian Eno', iban: 'DE89370400440532013001' })]))).toThrow(
      'Payment P7 to Brian Eno: the IBAN is not valid',
    );
  });

  it('refuses another currency than the euro', () => {
    const dollars = { ...transfer({ endToEndId: 'P8' }), currency: 'USD' } as unknown as CreditTransfer;
    expect(() => writePain001(order([dollars]))).toThrow('Payment P8 to Ada Lovelace: it is in USD, and a SEPA credit transfer is in euros only');
  });

  it('refuses a zero or negative amount, and one over the SEPA maximum', () => {
    for (const amountMinor of [0n, -1n, -12_345n]) {
      expect(() => writePain001(order([transfer({ endToEndId: 'P9', amountMinor })]))).toThrow('Payment P9 to Ada Lovelace: the amount must be more than zero');
    }
    expect(() => writePain001(order([transfer({ endToEndId: 'P9', amountMinor: 999_999_999_999n })]))).toThrow(
      'Payment P9 to Ada Lovelace: SEPA carries at most 999999999.99 EUR a transfer',
    );
  });

  it('refuses the same payment twice, and a name with nothing a SEPA file can carry', () => {
    expect(() => writePain001(order([transfer({ endToEndId: 'TWICE' }), transfer({ endToEndId: 'TWICE' })]))).toThrow(
      'Payment TWICE to Ada Lovelace: its id is in the file twice, which would pay it twice',
    );
    expect(() => writePain001(order([transfer({ endToEndId: 'P10', payeeName: '李小龍' })]))).toThrow(
      'Payment P10 to 李小龍: the name has no letters a SEPA file can carry',
    );
  });

  it('lists every problem of an order at once, each with where it is', () => {
    const error = refusal(() =>
      writePain001(
        order([
          transfer({ endToEndId: 'OK' }),
          transfer({ endToEndId: 'BAD-IBAN', iban: 'DE00370400440532013000' }),
          transfer({ endToEndId: 'BAD-AMOUNT', amountMinor: 0n }),
        ]),
      ),
    );
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe('Payment BAD-IBAN to Ada Lovelace: the IBAN is not valid; and 1 more problem');
    expect(error.errors).toEqual([
      { path: 'transfers.1.iban', message: 'Payment BAD-IBAN to Ada Lovelace: the IBAN is not valid' },
      { path: 'transfers.2.amountMinor', message: 'Payment BAD-AMOUNT to Ada Lovelace: the amount must be more than zero' },
    ]);
  });
});

describe('the payments to make by hand (CSV)', () => {
  const payment = (overrides: Partial<ManualPayment> = {}): ManualPayment => ({
    payeeName: 'Ada Lovelace',
    memberId: 'M-1001',
    currency: 'EUR',
    amountMinor: 1234n,
    bankAccount: '12345678',
    reference: 'Royalties 2026 Q1',
    ...overrides,
  });
  const cells = (csv: string): string[][] => parse(csv, { bom: true });

  it('prints each amount in its currency’s decimals, from the integer', () => {
    const csv = writePaymentsCsv([
      payment({ currency: 'JPY', amountMinor: 1234n }),
      payment({ currency: 'EUR', amountMinor: 1234n }),
      payment({ currency: 'USD', amountMinor: 5n }),
      payment({ currency: 'KWD', amountMinor: 1234n }),
      payment({ currency: 'EUR', amountMinor: 99_999_999_999_999_999n }),
    ]);
    expect(cells(csv).map((row) => row[3])).toEqual(['Amount', '1234', '12.34', '0.05', '1.234', '999999999999999.99']);
  });

  it('starts with the header and quotes commas, quotes and line breaks (RFC 4180)', () => {
    const csv = writePaymentsCsv([payment({ payeeName: 'Smith, "Smithy" Jones', reference: 'Royalties\r\nQ1' })]);
    expect(csv).toContain('"Smith, ""Smithy"" Jones"');
    expect(csv).toContain('"Royalties\r\nQ1"');
    expect(cells(csv)).toEqual([
      ['Payee', 'Member ID', 'Currency', 'Amount', 'Bank account', 'Reference'],
      ['Smith, "Smithy" Jones', 'M-1001', 'EUR', '12.34', '****5678', 'Royalties\r\nQ1'],
    ]);
  });

  it('makes cells a spreadsheet would run as formulas inert with an apostrophe', () => {
    const csv = writePaymentsCsv([
      payment({ payeeName: '=HYPERLINK("https://example.com","Pay me")', memberId: '+1', reference: '@SUM(A1:A9)' }),
      payment({ payeeName: '-2+3', reference: 'Royalties = fine' }),
    ]);
    expect(cells(csv).slice(1)).toEqual([
      ["'=HYPERLINK(\"https://example.com\",\"Pay me\")", "'+1", 'EUR', '12.34', '****5678', "'@SUM(A1:A9)"],
      ["'-2+3", 'M-1001', 'EUR', '12.34', '****5678', 'Royalties = fine'],
    ]);
  });

  it('shows only the last 4 characters of a bank account', () => {
    const csv = writePaymentsCsv([
      payment({ bankAccount: 'GB29NWBK60161331926819' }),
      payment({ bankAccount: '1234' }),
      payment({ bankAccount: null }),
    ]);
    expect(cells(csv).map((row) => row[4])).toEqual(['Bank account', '******************6819', '****', '']);
    expect(csv).not.toContain('GB29NWBK');
  });

  it('refuses an unknown currency', () => {
    expect(() => writePaymentsCsv([payment({ currency: 'XYZ' })])).toThrow('Unknown currency "XYZ": use an ISO 4217 code such as EUR');
  });
});
