import type { CarriedForward, Distribution, Payment, PaymentRun, StaffPayment, UsageFile } from '@repertoire/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from './support/catalogue-imports';
import { createTestClock } from './support/clock';
import { createMember, createPerson, createStaff, uniqueEmail, type TestMember } from './support/factories';
import { multipart } from './support/multipart';
import { ownRightsHolder, registeredWork } from './support/musical-works';
import { schemaErrors, valuesOf } from './support/payment-file-schema';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * Payments through the API, on each database of the suite: closing a distribution pays each member's balance per
 * currency once it reaches the minimum (10 by default) and carries the rest forward; a member without bank details
 * waits for them; finance staff send what is due in a run, euros to an IBAN in the SEPA file, the rest in the CSV.
 */

let t: TestApp;
// The day of the runs: execution dates before it are refused.
const clock = createTestClock(new Date('2026-11-30T09:00:00.000Z'));
let finance: TestMember;
let reviewer: TestMember;
/** A German IBAN: paid by SEPA. */
let ada: TestMember;
/** A UK account without an IBAN: paid by hand. */
let ben: TestMember;
/** No bank details at first. */
let cleo: TestMember;
/** Earns below the minimum in the first distribution. */
let dan: TestMember;
/** An IBAN, but a name without a letter SEPA can write: paid by hand. */
let eve: TestMember;

const ISWC = { ada: 'T0000000010', ben: 'T0000000021', cleo: 'T0000000032', dan: 'T0000000043', eve: 'T0000000054' } as const;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  finance = await createStaff(t, { email: uniqueEmail('finance'), staffRoles: ['finance'] });
  reviewer = await createStaff(t, { email: uniqueEmail('reviewer'), staffRoles: ['reviewer'] });
  ada = await createMember(t, { givenName: 'Ada', otherNames: 'Lovelace', email: uniqueEmail('ada') });
  ben = await createMember(t, { givenName: 'Ben', otherNames: 'Okri', email: uniqueEmail('ben') });
  cleo = await createMember(t, { givenName: 'Cleo', otherNames: 'Laine', email: uniqueEmail('cleo') });
  dan = await createMember(t, { givenName: 'Dan', otherNames: 'Ekwueme', email: uniqueEmail('dan') });
  eve = await createMember(t, { givenName: 'Eve', otherNames: 'Li', email: uniqueEmail('eve') });
  for (const [member, iswc] of [
    [ada, ISWC.ada],
    [ben, ISWC.ben],
    [cleo, ISWC.cleo],
    [dan, ISWC.dan],
    [eve, ISWC.eve],
  ] as const) {
    const own = ownRightsHolder(member);
    // The member's own rights holder holds the whole work: its lines pay them alone.
    await registeredWork(t, member, own, { title: `Song of ${member.email}`, iswc, shares: [{ rights_holder_id: own, role: 'composer', performance_share: 100, mechanical_share: 100 }] });
  }
  expect((await saveBankDetails(ada, { account_holder: 'Ada Lovelace', bank_name: 'Commerzbank', bank_country: 'DE', currency: 'EUR', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' })).statusCode).toBe(200);
  expect((await saveBankDetails(ben, { account_holder: 'Ben Okri', bank_name: 'NatWest', bank_country: 'GB', currency: 'GBP', sort_code: '60-16-13', account_number: '31926819' })).statusCode).toBe(200);
  expect((await saveBankDetails(eve, { account_holder: '李小龍', bank_name: 'Deutsche Bank', bank_country: 'DE', currency: 'EUR', iban: 'DE02100100100006820101', bic: 'PBNKDEFFXXX' })).statusCode).toBe(200);
});
afterAll(() => t.close());

const request = (who: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who.auth, ...(payload ? { payload } : {}) });

const saveBankDetails = (member: TestMember, details: Record<string, string>) => request(member, 'PUT', '/bank-details', { ...details, password: member.password });

async function data<T>(response: Promise<{ statusCode: number; body: string; json<J>(): J }>, status = 200): Promise<T> {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return res.json<Answer<T>>().data.data;
}

const HEADER = 'Channel,Work Title,ISWC Code,Right Type,Territory Code,Usage Date,Plays,Royalty,Ccy';

/** A distribution with one line per `[iswc, amount, currency]` (euros when not given), imported and closed. */
async function closedDistribution(name: string, lines: readonly (readonly [string, string, string?])[]): Promise<Distribution> {
  const distribution = await data<Distribution>(request(finance, 'POST', '/staff/distributions', { name, period_start: '2026-07-01', period_end: '2026-09-30' }), 201);
  const csv = [HEADER, ...lines.map(([iswc, amount, currency = 'EUR']) => `Radio 3,Song,${iswc},Performance,DE,2026-08-03,1,${amount},${currency}`)].join('\n');
  const upload = t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/distributions/${distribution.id}/usage-files`,
    ...multipart(Buffer.from(csv), 'radio.csv', 'text/csv', finance.auth),
  });
  const file = await data<UsageFile>(upload, 201);
  await data<UsageFile>(request(finance, 'PUT', `/staff/usage-files/${file.id}/mapping`, { mapping: file.mapping }));
  await t.app.jobRunner.drain();
  expect(await data<UsageFile>(request(finance, 'GET', `/staff/usage-files/${file.id}`))).toMatchObject({ state: 'imported', lines: lines.length });
  const closed = await request(finance, 'POST', `/staff/distributions/${distribution.id}/close`);
  expect(closed.json<{ message: string }>().message).toBe(
    `${name} is closed: members have been told their statements are ready, and each balance that reaches the minimum is now a payment`,
  );
  return data<Distribution>(Promise.resolve(closed));
}

/** The mail sent to `email`, once `count` have arrived (the outbox sends them a moment after their transaction). */
async function mailsTo(email: string, count: number) {
  const deadline = Date.now() + 10_000;
  while (t.mailbox.sentTo(email).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return t.mailbox.sentTo(email);
}

const paymentsOf = (member: TestMember) => data<Payment[]>(request(member, 'GET', '/payments'));
const carriedOf = (member: TestMember) => data<CarriedForward[]>(request(member, 'GET', '/payments/carried-forward'));
const newRun = (executionDate: string) => request(finance, 'POST', '/staff/payment-runs', { execution_date: executionDate });

describe('payments', () => {
  let first: Distribution;
  let firstRun: PaymentRun;

  it('pays each balance that reaches the minimum when a distribution closes, and carries the rest forward', async () => {
    first = await closedDistribution('2026 Q3', [
      [ISWC.ada, '25.00'],
      [ISWC.ben, '15.00'],
      [ISWC.ben, '20.00', 'GBP'],
      [ISWC.cleo, '12.00'],
      [ISWC.dan, '6.00'],
      [ISWC.eve, '11.00'],
    ]);

    const [adaPayment, ...moreOfAda] = await paymentsOf(ada);
    expect(moreOfAda).toEqual([]);
    expect(adaPayment).toMatchObject({ distribution_id: first.id, distribution_name: '2026 Q3', currency: 'EUR', amount: '2500', state: 'due', payment_run_id: null });
    // The account as the API always shows it: the last 5 characters hidden.
    expect(adaPayment?.account).toBe('DE893704004405320*****');
    expect(await carriedOf(ada)).toEqual([]);

    // Below the minimum: no payment, the balance carried forward.
    expect(await paymentsOf(dan)).toEqual([]);
    expect(await carriedOf(dan)).toEqual([{ currency: 'EUR', amount: '600' }]);
  });

  it('asks a member without bank details to add them, and their payment waits for them', async () => {
    const [payment] = await paymentsOf(cleo);
    expect(payment).toMatchObject({ amount: '1200', state: 'waiting_for_bank_details', account: null });
    const notices = await data<{ title: string; message: string; link: string | null }[]>(request(cleo, 'GET', '/notifications'));
    expect(notices.find((notice) => notice.title === 'Add your bank details to be paid')).toMatchObject({
      message: 'The society owes you €12.00 from 2026 Q3: add your bank details and it goes out in the next payment run',
      link: '/bank-details',
    });
    expect((await mailsTo(cleo.email, 1)).map((mail) => mail.subject)).toEqual(['Add your bank details to receive your royalties']);
    // Members with bank details are not asked.
    expect(t.mailbox.sentTo(ada.email).map((mail) => mail.subject)).not.toContain('Add your bank details to receive your royalties');

    const waiting = await data<StaffPayment[]>(request(finance, 'GET', '/staff/payments?state=waiting_for_bank_details'));
    expect(waiting.map((row) => [row.member_name, row.amount])).toEqual([['Cleo Laine', '1200']]);
    const due = await data<StaffPayment[]>(request(finance, 'GET', '/staff/payments?state=due'));
    expect(due.map((row) => `${row.member_name} ${row.currency}`).sort()).toEqual(['Ada Lovelace EUR', 'Ben Okri EUR', 'Ben Okri GBP', 'Eve Li EUR']);
    expect(due.find((row) => row.member_name === 'Ben Okri')?.account).toBe('319*****');
  });

  it('refuses an execution date that is not a date or is past, and a state that does not exist', async () => {
    const notADate = await newRun('2026-13-01');
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json<{ message: string }>().message).toContain('Execution date must be a date (YYYY-MM-DD)');
    const past = await newRun('2026-11-29');
    expect(past.statusCode).toBe(400);
    expect(past.json<{ message: string }>().message).toBe('The execution date must be today or later');
    expect((await request(finance, 'POST', '/staff/payment-runs', {})).statusCode).toBe(400);
    const badState = await request(finance, 'GET', '/staff/payments?state=paid');
    expect(badState.statusCode).toBe(400);
    expect(badState.json<{ message: string }>().message).toContain('State must be one of due, waiting_for_bank_details, in_file');
  });

  it('sends due payments in a run: euros to an IBAN in a SEPA file the schema accepts, the rest in the CSV', async () => {
    const answer = await newRun('2026-12-02');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<{ message: string }>().message).toBe('Payment run made: send its SEPA file to the bank and make the payments of its CSV by hand');
    firstRun = answer.json<Answer<PaymentRun>>().data.data;
    expect(firstRun).toMatchObject({
      execution_date: '2026-12-02',
      sepa: { payments: 1, amount: '2500' },
      manual: { payments: 3 },
      totals: [
        { currency: 'EUR', payments: 3, amount: '5100' },
        { currency: 'GBP', payments: 1, amount: '2000' },
      ],
    });
    expect(firstRun.message_id.length).toBeLessThanOrEqual(35);

    const sepa = await request(finance, 'GET', `/staff/payment-runs/${firstRun.id}/sepa.xml`);
    expect(sepa.statusCode).toBe(200);
    expect(sepa.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sepa.headers['content-disposition']).toContain(`filename="${firstRun.message_id}.xml"`);
    const xml = sepa.body;
    expect(await schemaErrors(xml)).toEqual([]);
    // The society's account pays; Ada's is the one transfer. Ben's account has no IBAN: he is not in the file.
    expect(valuesOf(xml, 'IBAN')).toEqual(['DE02120300000000202051', 'DE89370400440532013000']);
    expect(valuesOf(xml, 'InstdAmt')).toEqual(['25.00']);
    expect(valuesOf(xml, 'Nm')).toEqual(['Repertoire Rights Society', 'Repertoire Rights Society', 'Ada Lovelace']);
    expect(valuesOf(xml, 'ReqdExctnDt')).toEqual(['2026-12-02']);
    expect(valuesOf(xml, 'MsgId')).toEqual([firstRun.message_id]);
    expect(xml).not.toContain('Ben Okri');
    expect(xml).not.toContain('31926819');
    expect(xml).not.toContain('DE02100100100006820101');

    const csv = await request(finance, 'GET', `/staff/payment-runs/${firstRun.id}/payments.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(`filename="${firstRun.message_id}.csv"`);
    const rows = parse(csv.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['Payee', 'Member ID', 'Currency', 'Amount', 'Bank account', 'Reference']);
    expect(
      rows
        .slice(1)
        .map((row) => row.slice(0, 5))
        .sort((a, b) => `${a[0]}${a[2]}`.localeCompare(`${b[0]}${b[2]}`)),
    ).toEqual([
      ['Ben Okri', ben.id, 'EUR', '15.00', '****6819'],
      ['Ben Okri', ben.id, 'GBP', '20.00', '****6819'],
      ['李小龍', eve.id, 'EUR', '11.00', '******************0101'],
    ]);
    expect(csv.body).not.toContain('Ada Lovelace');

    // Each member paid is told, with the account masked.
    const notices = await data<{ title: string; message: string; link: string | null }[]>(request(ada, 'GET', '/notifications'));
    expect(notices.find((notice) => notice.title === 'Your payment is on its way')).toMatchObject({
      message: 'Your payment of €25.00 is on its way to your account DE893704004405320*****',
      link: '/payments',
    });
    expect(await paymentsOf(ada)).toEqual([expect.objectContaining({ state: 'in_file', method: 'sepa', payment_run_id: firstRun.id, sent_at: firstRun.created_at })]);
    expect(await paymentsOf(ben)).toEqual([
      expect.objectContaining({ state: 'in_file', method: 'manual', account: '319*****' }),
      expect.objectContaining({ state: 'in_file', method: 'manual', account: '319*****' }),
    ]);
  });

  it('refuses a second run while nothing is due, saying what waits', async () => {
    const again = await newRun('2026-12-02');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('Nothing is due: the one payment left waits for members to add bank details');
  });

  it('makes a waiting payment due once the member adds bank details, and sends it in the next run', async () => {
    const saved = await saveBankDetails(cleo, { account_holder: 'Cleo Laine', bank_name: 'ING', bank_country: 'NL', currency: 'EUR', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await paymentsOf(cleo)).toEqual([expect.objectContaining({ state: 'due', account: 'NL91ABNA04171*****' })]);

    clock.advance(60_000);
    const run = await data<PaymentRun>(newRun('2026-12-03'), 201);
    expect(run).toMatchObject({ sepa: { payments: 1, amount: '1200' }, manual: { payments: 0 } });
    const xml = (await request(finance, 'GET', `/staff/payment-runs/${run.id}/sepa.xml`)).body;
    expect(await schemaErrors(xml)).toEqual([]);
    expect(valuesOf(xml, 'IBAN')).toEqual(['DE02120300000000202051', 'NL91ABNA0417164300']);
    expect(valuesOf(xml, 'BIC')).toEqual(['BYLADEM1001', 'ABNANL2A']);
    const noCsv = await request(finance, 'GET', `/staff/payment-runs/${run.id}/payments.csv`);
    expect(noCsv.statusCode).toBe(404);
    expect(noCsv.json<{ message: string }>().message).toBe('This run has no payment to make by hand: its payments are all in its SEPA file');
    expect((await newRun('2026-12-03')).json<{ message: string }>().message).toBe('Nothing is due: every payment has been sent in a run');

    const runs = await data<PaymentRun[]>(request(finance, 'GET', '/staff/payment-runs?pageSize=1'));
    expect(runs.map((listed) => listed.id)).toEqual([run.id]);
    expect((await data<PaymentRun>(request(finance, 'GET', `/staff/payment-runs/${firstRun.id}`))).created_by).toBe('Sam Reviewer');
  });

  it('pays a balance carried forward once a later distribution takes it past the minimum', async () => {
    await closedDistribution('2026 Q4', [
      [ISWC.dan, '5.00'],
      [ISWC.ada, '3.00'],
    ]);
    // 6.00 carried + 5.00 = 11.00: paid whole, nothing left carried.
    expect(await paymentsOf(dan)).toEqual([expect.objectContaining({ distribution_name: '2026 Q4', amount: '1100', state: 'waiting_for_bank_details' })]);
    expect(await carriedOf(dan)).toEqual([]);
    // 3.00 alone stays below the minimum.
    expect((await paymentsOf(ada)).map((payment) => payment.amount)).toEqual(['2500']);
    expect(await carriedOf(ada)).toEqual([{ currency: 'EUR', amount: '300' }]);
  });

  it('carries a correction that leaves a balance below zero forward, and pays nothing', async () => {
    await closedDistribution('2027 Q1 corrections', [[ISWC.eve, '-4.00']]);
    expect(await carriedOf(eve)).toEqual([{ currency: 'EUR', amount: '-400' }]);
    expect((await paymentsOf(eve)).map((payment) => payment.distribution_name)).toEqual(['2026 Q3']);
  });

  it('shows a member their own payments only, and nothing of the staff endpoints', async () => {
    expect((await paymentsOf(ben)).map((payment) => `${payment.amount} ${payment.currency}`)).toEqual(['1500 EUR', '2000 GBP']);
    const asMember = await request(ada, 'GET', `/staff/payment-runs/${firstRun.id}`);
    expect(asMember.statusCode).toBe(404);
    expect((await request(ada, 'GET', `/staff/payment-runs/${firstRun.id}/sepa.xml`)).statusCode).toBe(404);
    expect((await request(ada, 'GET', '/staff/payments')).statusCode).toBe(404);
    expect((await request(finance, 'GET', '/staff/payment-runs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await request(finance, 'GET', '/staff/payment-runs/not-an-id')).statusCode).toBe(400);
  });

  it('lets the member’s administrators and finance people read their payments; registrations and read-only people are refused', async () => {
    for (const role of ['administrator', 'finance'] as const) {
      const person = await createPerson(t, ada, role);
      expect((await paymentsOf(person)).map((payment) => payment.amount)).toEqual(['2500']);
      expect(await carriedOf(person)).toEqual([{ currency: 'EUR', amount: '300' }]);
    }
    for (const role of ['registrations', 'read_only'] as const) {
      const person = await createPerson(t, ada, role);
      expect((await request(person, 'GET', '/payments')).statusCode).toBe(403);
      expect((await request(person, 'GET', '/payments/carried-forward')).statusCode).toBe(403);
    }
  });

  it('is for finance staff: other staff roles are refused', async () => {
    for (const url of ['/staff/payments', '/staff/payment-runs', `/staff/payment-runs/${firstRun.id}`]) {
      expect((await request(finance, 'GET', url)).statusCode).toBe(200);
      const refused = await request(reviewer, 'GET', url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe('Your staff roles do not include finance');
    }
    expect((await request(reviewer, 'POST', '/staff/payment-runs', { execution_date: '2026-12-04' })).statusCode).toBe(403);
  });
});
