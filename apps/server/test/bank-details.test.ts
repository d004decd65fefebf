import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { BankDetails, Notification } from '@repertoire/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { bankDetails, bankDetailsChanges, errorLogs, mailOutbox, notifications } from '../src/db/schema';
import { getBankDetails, reencryptBankDetails } from '../src/features/bank-details/bank-details.service';
import { encryptionKeyId, UnknownEncryptionKey } from '../src/lib/key-ring';
import { createTestClock } from './support/clock';
import { createMember, createStaff } from './support/factories';
import type { TestMember } from './support/factories';
import { captureLog } from './support/log-capture';
import { buildTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

let t: TestApp;
const clock = createTestClock();
const captured = captureLog();
let staff: TestMember;

beforeAll(async () => {
  t = await buildTestApp({ clock, logger: captured.logger });
  staff = await createStaff(t);
});
afterAll(() => t.close());

const germanAccount = {
  account_holder: 'Amara Nwosu',
  bank_name: 'Commerzbank',
  bank_country: 'DE',
  currency: 'EUR',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
};
const ukAccount = { account_holder: 'Amara Nwosu', bank_name: 'NatWest', bank_country: 'GB', currency: 'GBP', sort_code: '60-16-13', account_number: '31926819' };
const usAccount = { account_holder: 'Amara Nwosu', bank_name: 'Chase', bank_country: 'US', currency: 'USD', routing_number: '021000021', account_number: '123456789' };

type Answer = { status: number; body: { message: string; data?: { data: BankDetails | null }; errors?: { path: string; message: string }[] }; raw: string };

/** Every body the API answered in this file: none may hold a number in clear. */
const answered: string[] = [];

async function send(member: TestMember | null, method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>): Promise<Answer> {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers: member?.auth ?? {}, ...(payload ? { payload } : {}) });
  answered.push(res.body);
  return { status: res.statusCode, body: res.json(), raw: res.body };
}

const read = (member: TestMember | null) => send(member, 'GET', '/bank-details');
const save = (member: TestMember | null, details: Record<string, unknown>, password = member?.password ?? '') => send(member, 'PUT', '/bank-details', { ...details, password });
const fieldErrors = (answer: Answer) => Object.fromEntries((answer.body.errors ?? []).map((e) => [e.path, e.message]));
const details = (answer: Answer): BankDetails => {
  const value = answer.body.data?.data;
  if (!value) throw new Error(`No bank details in ${answer.raw}`);
  return value;
};

/** The mails that reached `email`, once there are `count` of them. */
async function mailsTo(email: string, count: number) {
  const deadline = Date.now() + 10_000;
  while (t.mailbox.sentTo(email).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return t.mailbox.sentTo(email);
}

async function rawRow(member: TestMember) {
  const [row] = await t.db.select().from(bankDetails).where(eq(bankDetails.userId, member.id));
  if (!row) throw new Error('No bank_details row');
  return row;
}

describe('reading one’s bank details', () => {
  it('answers null with a clear message before any are given', async () => {
    const member = await createMember(t);
    const answer = await read(member);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'You have not added bank details yet', data: { data: null } });
  });

  it('answers 401 to anonymous requests, reading and saving, before judging the body', async () => {
    expect((await read(null)).status).toBe(401);
    const anonymousSave = await save(null, { bank_country: 'nowhere' });
    expect(anonymousSave.status).toBe(401);
    expect(anonymousSave.body.errors).toBeUndefined();
  });

  it('is never cached', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/bank-details', headers: member.auth });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('what each bank country needs', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await createMember(t);
  });

  it('refuses an IBAN with wrong check digits, on the IBAN field', async () => {
    const answer = await save(member, { ...germanAccount, iban: 'DE88370400440532013000' });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual({ iban: 'IBAN check digits do not match: check it for a typing error' });
  });

  it('refuses a US routing number that fails the ABA check digit', async () => {
    const answer = await save(member, { ...usAccount, routing_number: '021000022' });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual({ routing_number: 'Routing number is not valid: its check digit does not match, check it for a typing error' });
  });

  it('refuses a UK sort code that is not 6 digits', async () => {
    const answer = await save(member, { ...ukAccount, sort_code: '60-16-1' });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual({ sort_code: 'Sort code must be 6 digits, e.g. 12-34-56' });
  });

  it('refuses a field the country does not use, on that field', async () => {
    const answer = await save(member, { ...ukAccount, iban: 'GB82WEST12345698765432' });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual({ iban: 'IBAN is not used for banks in this country: enter the Sort code and Account number' });
    expect(answer.body.message).toBe('IBAN is not used for banks in this country: enter the Sort code and Account number');
  });

  it('asks for the password with the details', async () => {
    const answer = await send(member, 'PUT', '/bank-details', germanAccount);
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual({ password: 'Enter your password to confirm the change' });
  });

  it('saved nothing while refusing', async () => {
    expect((await read(member)).body.data?.data).toBeNull();
  });
});

describe('saving bank details', () => {
  it('keeps the IBAN encrypted, and answers it masked: the last 5 characters hidden', async () => {
    const member = await createMember(t);
    const saved = await save(member, germanAccount);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your bank details have been saved');
    expect(details(saved)).toMatchObject({ bank_country: 'DE', iban: 'DE893704004405320*****', bic: 'COBADEFFXXX', account_number: null });
    expect(details(await read(member))).toEqual(details(saved));

    const row = await rawRow(member);
    expect(JSON.stringify(row)).not.toContain('DE89370400440532013000');
    expect(JSON.stringify(row)).not.toContain('370400440532013000');
    expect(row.ibanEncrypted).toMatch(/^v1\./);
    expect(row.keyId).toBe(encryptionKeyId(t.config.encryptionKey));
  });

  it('hides the last 5 characters of an account number, and stores it encrypted with the sort code as it is', async () => {
    const member = await createMember(t);
    const saved = await save(member, ukAccount);
    expect(details(saved)).toMatchObject({ sort_code: '601613', account_number: '319*****', iban: null, bic: null });
    const row = await rawRow(member);
    expect(row.sortCode).toBe('601613');
    expect(JSON.stringify(row)).not.toContain('31926819');
  });

  it('encrypts the same number differently at every save, and for every member', async () => {
    const first = await createMember(t);
    const second = await createMember(t);
    await save(first, ukAccount);
    const before = (await rawRow(first)).accountNumberEncrypted;
    await save(first, { ...ukAccount, bank_name: 'NatWest Bank' });
    const after = (await rawRow(first)).accountNumberEncrypted;
    await save(second, ukAccount);
    const others = (await rawRow(second)).accountNumberEncrypted;
    expect(new Set([before, after, others]).size).toBe(3);
  });

  it('records the change (who, when, which fields, never the numbers), notifies the member and mails them, all at once', async () => {
    const member = await createMember(t);
    await save(member, ukAccount);
    clock.advance(60_000);
    const changed = await save(member, { ...ukAccount, account_number: '12345678', bank_name: 'NatWest Bank' });

    expect(details(changed).changes[0]).toEqual({ at: clock().toISOString(), by: 'Amara Nwosu', fields: ['bank_name', 'account_number'] });
    expect(details(changed).changes[1]?.fields).toEqual(['account_holder', 'bank_name', 'bank_country', 'currency', 'account_number', 'sort_code']);
    const history = await t.db.select().from(bankDetailsChanges).where(eq(bankDetailsChanges.userId, member.id));
    expect(history).toHaveLength(2);
    expect(history.every((change) => change.actorId === member.id)).toBe(true);
    expect(JSON.stringify(history)).not.toMatch(/12345678|31926819/);

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: member.auth });
    const [latest] = list.json<{ data: { data: Notification[] } }>().data.data;
    expect(latest).toMatchObject({
      title: 'Bank details changed',
      message: 'The account your royalties are paid into was changed (Bank name, Account number): if this was not you, change your password and contact the society',
      link: '/bank-details',
    });

    const mails = await mailsTo(member.email, 2);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your bank details have been changed', 'Your bank details have been changed']);
    // Mail is sent after the answer, not necessarily in the order it was written.
    expect(mails.filter((mail) => mail.text.includes('Changed: Bank name, Account number.'))).toHaveLength(1);
    expect(mails.map((mail) => mail.raw).join('')).not.toMatch(/12345678|31926819/);
  });

  it('changes nothing, and tells no one, when the same details are saved again', async () => {
    const member = await createMember(t);
    await save(member, usAccount);
    const again = await save(member, { ...usAccount, account_number: '1234-56789' });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Your bank details are unchanged');
    const history = await t.db.select().from(bankDetailsChanges).where(eq(bankDetailsChanges.userId, member.id));
    expect(history).toHaveLength(1);
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(notices).toHaveLength(1);
  });

  it('moves from one country’s fields to another’s, dropping the ones the new country does not use', async () => {
    const member = await createMember(t);
    await save(member, ukAccount);
    const moved = await save(member, germanAccount);
    expect(details(moved)).toMatchObject({ bank_country: 'DE', iban: 'DE893704004405320*****', account_number: null, sort_code: null });
    const row = await rawRow(member);
    expect(row.accountNumberEncrypted).toBeNull();
    expect(row.sortCode).toBeNull();
  });
});

describe('the password', () => {
  it('refuses a wrong password on the password field and saves nothing', async () => {
    const member = await createMember(t);
    const answer = await save(member, germanAccount, 'not-my-password');
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual({ password: 'Your password is not correct' });
    expect((await read(member)).body.data?.data).toBeNull();
  });

  it('slows guessing down like login: after 5 wrong passwords the account waits, even with the right one', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 5; i += 1) expect((await save(member, germanAccount, `guess-${i}`)).status).toBe(400);
    // The 6th failure is the first that costs a wait (30 seconds).
    expect((await save(member, germanAccount, 'guess-5')).status).toBe(400);
    const waiting = await save(member, germanAccount);
    expect(waiting.status).toBe(429);
    expect(waiting.body.message).toBe('Too many attempts: try again in 30 seconds');

    clock.advance(31_000);
    expect((await save(member, germanAccount)).status).toBe(200);
  });
});

describe('whose bank details', () => {
  it('a member reads only their own', async () => {
    const owner = await createMember(t);
    const other = await createMember(t);
    await save(owner, germanAccount);
    expect((await read(other)).body.data?.data).toBeNull();
    // The staff endpoint does not exist for members.
    const asOther = await send(other, 'GET', `/staff/members/${owner.id}/bank-details`);
    expect(asOther.status).toBe(404);
    expect(asOther.body).toEqual({ message: `No such endpoint: GET /api/v1/staff/members/${owner.id}/bank-details` });
  });

  it('staff read a member’s bank details masked, as the member sees them', async () => {
    const member = await createMember(t);
    const own = details(await save(member, ukAccount));
    const seen = await send(staff, 'GET', `/staff/members/${member.id}/bank-details`);
    expect(seen.status).toBe(200);
    expect(details(seen)).toEqual(own);
    expect(details(seen).account_number).toBe('319*****');
  });

  it('staff hear that a member has none yet, and that an id is no member’s', async () => {
    const member = await createMember(t);
    expect((await send(staff, 'GET', `/staff/members/${member.id}/bank-details`)).body).toEqual({
      message: 'This member has not added bank details yet',
      data: { data: null },
    });
    const unknown = await send(staff, 'GET', '/staff/members/6f0c1c1e-2b1a-4c8e-9a51-0d7e8f9a1b2c/bank-details');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No member with this id');
    expect((await send(staff, 'GET', `/staff/members/${staff.id}/bank-details`)).status).toBe(404);
  });

  it('answers 401 to anonymous requests for a member’s bank details', async () => {
    const member = await createMember(t);
    expect((await send(null, 'GET', `/staff/members/${member.id}/bank-details`)).status).toBe(401);
  });
});

describe('rotating the encryption key', () => {
  const keyOf = () => randomBytes(32);

  it('reads rows under a previous key, re-encrypts them with the new one, and refuses a key it does not have', async () => {
    const member = await createMember(t);
    const expected = details(await save(member, ukAccount));
    const oldKey = t.config.encryptionKey;
    const newKey = keyOf();
    const rotated = { db: t.db, config: { ...t.config, encryptionKey: newKey, previousEncryptionKeys: [oldKey] } };

    expect(await getBankDetails(rotated, member.id)).toEqual(expected);
    const { reencrypted, left } = await reencryptBankDetails(rotated, 2);
    expect(reencrypted).toBeGreaterThanOrEqual(1);
    expect(left).toBe(0);
    expect((await rawRow(member)).keyId).toBe(encryptionKeyId(newKey));
    expect(await getBankDetails({ db: t.db, config: { ...t.config, encryptionKey: newKey, previousEncryptionKeys: [] } }, member.id)).toEqual(expected);
    await expect(getBankDetails({ db: t.db, config: { ...t.config, encryptionKey: keyOf(), previousEncryptionKeys: [] } }, member.id)).rejects.toThrow(
      UnknownEncryptionKey,
    );

    // Back to the test app's key, for the other tests of this file.
    expect((await reencryptBankDetails({ db: t.db, config: { ...t.config, previousEncryptionKeys: [newKey] } })).left).toBe(0);
  });

  it('takes the previous keys from ENCRYPTION_PREVIOUS_KEYS, refusing one that is not a key', () => {
    const [a, b] = [keyOf(), keyOf()];
    const config = loadConfig({ NODE_ENV: 'test', ENCRYPTION_KEY: keyOf().toString('hex'), ENCRYPTION_PREVIOUS_KEYS: ` ${a.toString('hex')}, ${b.toString('base64')} ` });
    expect(config.previousEncryptionKeys).toEqual([a, b]);
    expect(() => loadConfig({ NODE_ENV: 'test', ENCRYPTION_KEY: keyOf().toString('hex'), ENCRYPTION_PREVIOUS_KEYS: 'not-a-key' })).toThrow(
      'ENCRYPTION_PREVIOUS_KEYS: key 1 must be 32 bytes, as 64 hex characters or base64',
    );
  });
});

describe('the numbers never leave in clear', () => {
  it('are in no answer, log line, error report, mail or notification, through saves, refusals, a failed insert and reads', async () => {
    // Distinctive values: found anywhere, they can only have come from these requests.
    const iban = 'FR7630006000011234567890189';
    const accountNumber = 'ZX4471902836615';
    const member = await createMember(t);
    const elsewhere = { account_holder: 'Amara Nwosu', bank_name: 'Banque Atlantique', bank_country: 'CI', currency: 'XOF', account_number: accountNumber };
    const french = { account_holder: 'Amara Nwosu', bank_name: 'BNP Paribas', bank_country: 'FR', currency: 'EUR', iban, bic: 'BNPAFRPP' };

    expect((await save(member, elsewhere)).status).toBe(200);
    expect((await save(member, french)).status).toBe(200);
    // Refusals that carry the numbers: a field the country does not use, a malformed one, a wrong password.
    expect((await save(member, { ...french, account_number: accountNumber })).status).toBe(400);
    expect((await save(member, { ...elsewhere, account_number: `${accountNumber}!` })).status).toBe(400);
    expect((await save(member, { ...french, bank_name: 'BNP' }, 'wrong-password')).status).toBe(400);
    // A failed insert, as a bug or a race would cause one: the error is logged the way the app logs errors.
    await t.db.execute(sql`alter table bank_details add constraint failing_bank check (bank_name <> 'Failing Bank') not valid`);
    try {
      expect((await save(member, { ...elsewhere, bank_name: 'Failing Bank' })).status).toBe(500);
    } finally {
      await t.db.execute(sql`alter table bank_details drop constraint failing_bank`);
    }
    expect((await read(member)).status).toBe(200);
    // A client that puts the numbers in the address: the request log names the parameters only.
    expect((await send(member, 'GET', `/bank-details?iban=${iban}&account_number=${accountNumber}`)).status).toBe(200);
    expect((await send(staff, 'GET', `/staff/members/${member.id}/bank-details`)).status).toBe(200);
    await mailsTo(member.email, 2);

    // The log did record all this, the failed query included.
    expect(captured.text()).toContain('"url":"/api/v1/bank-details"');
    expect(captured.text()).toContain('Failed query: insert into \\"bank_details\\"');
    expect(captured.text()).toContain('"url":"/api/v1/bank-details?iban=[redacted]&account_number=[redacted]"');

    const reports = await t.db.select().from(errorLogs);
    const outbox = await t.db.select().from(mailOutbox);
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    const history = await t.db.select().from(bankDetailsChanges).where(eq(bankDetailsChanges.userId, member.id));
    const places = {
      answers: answered.join('\n'),
      log: captured.text(),
      errorLogs: JSON.stringify(reports),
      outbox: JSON.stringify(outbox),
      mail: t.mailbox.sentTo(member.email).map((mail) => mail.raw).join('\n'),
      notifications: JSON.stringify(notices),
      history: JSON.stringify(history),
      row: JSON.stringify(await rawRow(member)),
    };
    for (const [place, text] of Object.entries(places)) {
      for (const secret of [iban, accountNumber, 'FR76 3000 6000 0112 3456 7890 189', '30006000011234567890189']) {
        expect(text, `${place} holds ${secret}`).not.toContain(secret);
      }
    }
  });
});
