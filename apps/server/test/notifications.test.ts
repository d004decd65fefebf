import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/features/notifications/notifications.service';
import { createTestClock } from './support/clock';
import { createMember, createStaff } from './support/factories';
import { buildTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /notifications', () => {
  it("lists only the member's own notifications, newest first, with the sender's name", async () => {
    const ada = await createMember(t, { givenName: 'Ada', otherNames: 'Okafor' });
    const bo = await createMember(t);
    const staff = await createStaff(t);
    const clock = createTestClock();
    await notify(t.db, ada.id, { title: 'Welcome', message: 'Your membership is active', link: '/dashboard', createdAt: clock() });
    clock.advance(60_000);
    await notify(t.db, ada.id, { title: 'Work registered', message: 'Blue Harbour is registered', senderId: staff.id, createdAt: clock() });
    await notify(t.db, bo.id, { title: 'For Bo only', message: 'Private' });

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: ada.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.meta).toEqual({ page: 1, pageSize: 20, total: 2, totalPages: 1, unread: 2 });
    expect(body.data.data).toHaveLength(2);
    expect(body.data.data[0]).toMatchObject({ title: 'Work registered', link: null, readAt: null, user: { full_name: 'Sam Reviewer', profile_pic: null } });
    expect(body.data.data[1]).toMatchObject({ title: 'Welcome', message: 'Your membership is active', link: '/dashboard', user: { full_name: 'Repertoire' } });
    expect(body.data.data[1]._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.data.data[1].createdAt).toISOString()).toBe(body.data.data[1].createdAt);
    expect(res.body).not.toContain('For Bo only');
  });

  it('paginates', async () => {
    const member = await createMember(t);
    for (let i = 1; i <= 5; i += 1) await notify(t.db, member.id, { title: `Notice ${i}`, message: 'm' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications?page=2&pageSize=2', headers: member.auth });
    expect(res.json().data.meta).toEqual({ page: 2, pageSize: 2, total: 5, totalPages: 3, unread: 5 });
    expect(res.json().data.data).toHaveLength(2);
  });

  it('refuses a page size over 100', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications?pageSize=1000', headers: member.auth });
    expect(res.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
  });
});
