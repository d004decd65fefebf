import { users } from '../../apps/server/src/db/schema';
import type { Db } from '../../apps/server/src/db/database';
import { startSession } from '../../apps/server/src/session/session.service';

type Answer<T> = { data: { data: T } };

/** A request to the bench app as a signed-in member; anything but 2xx throws with the answer. */
export async function api<T>(url: string, token: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.body && !(init.body instanceof FormData) ? { 'content-type': 'application/json' } : {}) } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as Answer<T>).data.data;
}

/** Polls `url` until `done` says so (every 50 ms: the figure is not the poll's). */
export async function waitUntil<T>(url: string, token: string, done: (current: T) => boolean): Promise<T> {
  for (;;) {
    const current = await api<T>(url, token);
    if (done(current)) return current;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A session token of a member, good for a day. */
export async function benchSession(db: Db, userId: string): Promise<string> {
  return (await startSession(db, userId, 24, { ip: null, userAgent: 'bench' })).token;
}

/** Corporate members with these names, signed in: their session tokens, in order. */
export async function benchMembers(db: Db, names: readonly string[]): Promise<{ id: string; token: string }[]> {
  const members = await db
    .insert(users)
    .values(names.map((name) => ({ email: `${name}@example.com`, passwordHash: 'not-a-login', registerAs: 'corporate' as const, corporationName: `Bench ${name}`, emailVerifiedAt: new Date() })))
    .returning({ id: users.id });
  return Promise.all(members.map(async (member) => ({ id: member.id, token: await benchSession(db, member.id) })));
}
