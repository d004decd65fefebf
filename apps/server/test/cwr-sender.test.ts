import { readFileSync } from 'node:fs';
import type { CwrExport, CwrSubmission } from '@repertoire/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCwrFile } from '../src/features/cwr';
import { createMember, createStaff, type TestMember } from './support/factories';
import { multipart } from './support/multipart';
import { createRightsHolder, registeredWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

/** The society named by CWR_SENDER_CODE and CWR_SENDER_NAME in the files it sends (docs/cwr.md). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CWR_SENDER_CODE: '052', CWR_SENDER_NAME: 'Harbour Rights' } });
});
afterAll(() => t.close());

type Answer<T> = { data: { data: T } };
const get = (as: TestMember, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: as.auth });
const nameOf = (disposition: string | undefined) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1];

describe('the society’s configured CWR sender', () => {
  it('names the member’s ACK by its code and gives its code and name in the HDR', async () => {
    const member = await createMember(t);
    const content = readFileSync(new URL('./fixtures/cwr/CW220001DMP_000.V21', import.meta.url));
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/cwr/submissions', ...multipart(content, 'CW220001DMP_000.V21', 'text/plain', member.auth) });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.jobRunner.drain();
    const submission = (await get(member, `/cwr/submissions/${res.json<Answer<CwrSubmission>>().data.data.id}`)).json<Answer<CwrSubmission>>().data.data;
    expect(submission.ack_file_name).toBe('CW220001052_DMP.V21');

    const ack = await get(member, `/cwr/submissions/${submission.id}/ack`);
    expect(nameOf(ack.headers['content-disposition'])).toBe('CW220001052_DMP.V21');
    const read = readCwrFile(ack.body);
    expect(read.problems).toEqual([]);
    expect(read.header?.values).toMatchObject({ senderType: 'SO', senderId: 52, senderName: 'HARBOUR RIGHTS' });
  });

  it('sends other societies its exports under its code and name', async () => {
    const member = await createMember(t);
    const work = await registeredWork(t, member, await createRightsHolder(t, member, { name: 'Cleo Writer' }), { title: 'Sender Harbour' });
    const staff = await createStaff(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/cwr-exports',
      headers: staff.auth,
      payload: { society_code: '044', version: '2.2', selection: { kind: 'works', work_ids: [work.id] } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const exported = created.json<Answer<CwrExport>>().data.data;
    expect(exported.file_name).toMatch(/^CW\d{6}052_044\.V22$/);
    await t.app.jobRunner.drain();
    const file = await get(staff, `/staff/cwr-exports/${exported.id}/file`);
    expect(file.statusCode, file.body).toBe(200);
    expect(readCwrFile(file.body).header?.values).toMatchObject({ senderType: 'SO', senderId: 52, senderName: 'HARBOUR RIGHTS' });
  });
});
