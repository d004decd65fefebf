import type { Db } from '../../src/db/database';
import { startSession } from '../../src/session/session.service';
import { DEFAULT_PASSWORD, type TestMember } from './factories';
import type { Mailbox } from './mailbox';

/** Where a session is ended: an app's API base (`…/api/v1`), its database, and the mailbox its mail reaches. */
export type SessionEndingContext = { api: string; db: Db; mailbox: Mailbox; ttlHours: number };

async function post(api: string, path: string, body: object, headers: Record<string, string> = {}): Promise<void> {
  const res = await fetch(`${api}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
}

/**
 * The ways a member's session `member.auth` is ended by the member (or a thief) through the API,
 * as a stream opened with it must notice: logging out, a password change in another session,
 * a password reset from a mailed link.
 */
export const sessionEndings: { name: string; end(context: SessionEndingContext, member: TestMember): Promise<void> }[] = [
  {
    name: 'logout',
    end: ({ api }, member) => post(api, '/auth/logout', {}, member.auth),
  },
  {
    name: 'a password change in another session',
    end: async ({ api, db, ttlHours }, member) => {
      const other = await startSession(db, member.id, ttlHours, { ip: '127.0.0.1', userAgent: 'another browser' });
      await post(api, '/auth/password/change', { current_password: DEFAULT_PASSWORD, new_password: 'a-brand-new-secret-9' }, {
        authorization: `Bearer ${other.token}`,
      });
    },
  },
  {
    name: 'a password reset',
    end: async ({ api, mailbox }, member) => {
      await post(api, '/auth/password/forgot', { email: member.email });
      const link = new URL(await mailbox.linkSentTo(member.email, '/account/password/reset/', 30_000));
      await post(api, '/auth/password/reset', { userId: member.id, token: link.searchParams.get('token') ?? '', password: 'a-brand-new-secret-9' });
    },
  },
];
