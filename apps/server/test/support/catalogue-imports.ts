import type { CatalogueImport, CatalogueImportProblem, CatalogueKind } from '@repertoire/contract';
import { expect } from 'vitest';
import type { TestMember } from './factories';
import { multipart } from './multipart';
import type { TestApp } from './test-app';

/**
 * A member's catalogue import driven through the API, step by step (upload, mapping, check, run), the jobs drained
 * after each step; and the round trip of an export imported again. `app` is read when a step runs, so the helpers
 * may be made before `beforeAll` builds the app.
 */

export type Answer<T> = { message: string; data: { data: T; meta?: { total: number } } };

export type CatalogueImportApi = ReturnType<typeof catalogueImportApi>;

export function catalogueImportApi(app: () => TestApp) {
  const request = (member: TestMember, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app().app.inject({ method, url: `/api/v1${url}`, headers: member.auth, ...(payload ? { payload } : {}) });

  async function upload(member: TestMember, content: Buffer | string, fileName = 'works.csv', kind: CatalogueKind = 'works') {
    const body = multipart(Buffer.isBuffer(content) ? content : Buffer.from(content), fileName, 'text/csv', member.auth);
    return app().app.inject({ method: 'POST', url: `/api/v1/catalogue/imports?kind=${kind}`, ...body });
  }

  async function uploaded(member: TestMember, content: Buffer | string, fileName?: string, kind?: CatalogueKind): Promise<CatalogueImport> {
    const res = await upload(member, content, fileName, kind);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Answer<CatalogueImport>>().data.data;
  }

  async function current(member: TestMember, id: string): Promise<CatalogueImport> {
    return (await request(member, 'GET', `/catalogue/imports/${id}`)).json<Answer<CatalogueImport>>().data.data;
  }

  async function problems(member: TestMember, id: string, severity?: string): Promise<CatalogueImportProblem[]> {
    const res = await request(member, 'GET', `/catalogue/imports/${id}/problems?pageSize=100${severity ? `&severity=${severity}` : ''}`);
    return res.json<Answer<CatalogueImportProblem[]>>().data.data;
  }

  /** Confirms the mapping as suggested and waits for the check. */
  async function checked(member: TestMember, file: CatalogueImport, save = false): Promise<CatalogueImport> {
    const res = await request(member, 'PUT', `/catalogue/imports/${file.id}/mapping`, { mapping: file.mapping, save });
    expect(res.statusCode, res.body).toBe(200);
    await app().app.jobRunner.drain();
    return current(member, file.id);
  }

  async function imported(member: TestMember, id: string, submit: boolean): Promise<CatalogueImport> {
    const res = await request(member, 'POST', `/catalogue/imports/${id}/run`, { submit });
    expect(res.statusCode, res.body).toBe(200);
    await app().app.jobRunner.drain();
    return current(member, id);
  }

  /** Each item's details page, as the member reads it. */
  async function detailsOf<Details>(member: TestMember, resource: 'musical-works' | 'sound-recordings', ids: readonly string[]): Promise<Details[]> {
    return Promise.all(ids.map(async (id) => (await request(member, 'GET', `/${resource}/${id}`)).json<Answer<Details>>().data.data));
  }

  /** `from`'s export of a kind, uploaded by `to` and checked with the mapping suggested. */
  async function exportUploaded(from: TestMember, to: TestMember, kind: CatalogueKind, format: 'csv' | 'xlsx'): Promise<CatalogueImport> {
    const exported = await request(from, 'GET', `/catalogue/exports/${kind}?format=${format}`);
    expect(exported.statusCode).toBe(200);
    return checked(to, await uploaded(to, exported.rawPayload, `export.${format}`, kind));
  }

  /**
   * Exports `owner`'s catalogue of a kind and imports it again: into their own catalogue, where every row finds its
   * item and nothing changes, and into `other`'s, where the same items arrive. `catalogueOf` is what must come out
   * equal: every field the member sees, without ids and times.
   */
  async function expectExportImportedAgain(
    kind: CatalogueKind,
    format: 'csv' | 'xlsx',
    { owner, other, catalogueOf }: { owner: TestMember; other: TestMember; catalogueOf: (member: TestMember) => Promise<unknown[]> },
  ): Promise<void> {
    const original = await catalogueOf(owner);
    const rows = original.length;

    // Into its own catalogue: every row finds its draft; nothing new, nothing changed.
    const own = await exportUploaded(owner, owner, kind, format);
    expect(own.summary).toMatchObject({ rows, ready: rows, in_error: 0, new: 0, updates: rows });
    await imported(owner, own.id, false);
    expect(await catalogueOf(owner)).toEqual(original);

    // Into another member's: the same items, field for field.
    const theirs = await exportUploaded(owner, other, kind, format);
    expect(theirs.summary).toMatchObject({ rows, ready: rows, in_error: 0, new: rows });
    await imported(other, theirs.id, false);
    expect(await catalogueOf(other)).toEqual(original);
  }

  return { request, upload, uploaded, current, problems, checked, imported, detailsOf, exportUploaded, expectExportImportedAgain };
}
