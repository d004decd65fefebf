import { NOTIFICATION_EVENT } from '@repertoire/contract';
import { act, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/layouts/app-layout';
import { memberNavItems, staffNavItems, type NavItem } from '../components/layouts/nav-items';
import { ok, stubApi } from '../testing/api-stub';
import { stubEventSource } from '../testing/event-source-stub';
import { createNotification, createProfile } from '../testing/factories';
import { createTestQueryClient, renderWithProviders } from '../testing/test-utils';
import { MemberLayout } from './layouts';
import { signedInRoutes } from './signed-in-routes';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the members' frame", () => {
  it('shows the ISNI staff have just set as soon as their notification arrives, and the profile again with it', async () => {
    const EventSources = stubEventSource();
    let isni: string | null = null;
    const { calls } = stubApi({
      'GET /user/user_isni': () => ok({ isni_number: isni }),
      'GET /user/profile': ok(createProfile()),
      'GET /notifications': ok([], { page: 1, pageSize: 10, total: 0, totalPages: 0, unread: 0 }),
    });
    renderWithProviders(<MemberLayout>content</MemberLayout>);
    expect(await screen.findByLabelText('ISNI pending')).toBeInTheDocument();
    const profileCalls = () => calls.filter((call) => call.path === '/user/profile').length;
    const profileCallsBefore = profileCalls();

    // Staff set it: the member's notification links to their profile, where the numbers show.
    isni = '000000012103268X';
    act(() => {
      EventSources.instances[0]?.emit(
        NOTIFICATION_EVENT,
        createNotification({ title: 'Your identifiers have been updated', message: 'The society has recorded your ISNI as 0000 0001 2103 268X', link: '/profile' }),
      );
    });
    expect(await screen.findByText('0000 0001 2103 268X')).toBeInTheDocument();
    expect(screen.queryByLabelText('ISNI pending')).not.toBeInTheDocument();
    expect(profileCalls()).toBe(profileCallsBefore + 1);
  });

  it('leaves the ISNI alone when a notification about something else arrives', async () => {
    const EventSources = stubEventSource();
    const { calls } = stubApi({
      'GET /user/user_isni': ok({ isni_number: null }),
      'GET /user/profile': ok(createProfile()),
      'GET /notifications': ok([], { page: 1, pageSize: 10, total: 0, totalPages: 0, unread: 0 }),
    });
    renderWithProviders(<MemberLayout>content</MemberLayout>);
    expect(await screen.findByLabelText('ISNI pending')).toBeInTheDocument();
    act(() => {
      EventSources.instances[0]?.emit(NOTIFICATION_EVENT, createNotification({ link: '/music-composition' }));
    });
    expect(await screen.findByText('A dispute was opened on “Harbour Lights”')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/user/user_isni')).toHaveLength(1);
  });
});

/**
 * Each signed-in page (a route pattern, a parameter as `:id`) and the menu entry it lights: one
 * entry for every page of a section, none for the pages the menu does not lead to.
 */
const memberPages: Record<string, string | null> = {
  '/dashboard': 'Dashboard',
  '/dashboard/help': 'Help',
  '/music-composition': 'Musical Works',
  '/music-composition/add': 'Musical Works',
  '/music-composition/search': 'Musical Works',
  '/music-composition/details/:compositionId': 'Musical Works',
  '/musical-work/rightsholder/search/:musicalworkId': 'Musical Works',
  '/musical-work/new-rightsholder/:musicalworkId': 'Musical Works',
  '/musical-work/rightsholder/add/search/:musicalworkId': 'Musical Works',
  '/musicalworks-indispute': 'Musical Works in Dispute',
  '/musicalworks-indispute/details/:musicalworkId': 'Musical Works in Dispute',
  '/musical-work/dispute/:musicalworkId': 'Musical Works in Dispute',
  '/sound-recordings': 'Sound Recordings',
  '/sound-recording/add': 'Sound Recordings',
  '/sound-recording/search': 'Sound Recordings',
  '/sound-recording/details/:soundrecordingId': 'Sound Recordings',
  '/sound-recording-logs': 'Sound Recording Logs',
  '/bank-details': 'Bank Details',
  '/profile': 'Account',
  '/reset-password': 'Account',
  '/people': 'Account',
  '/statements': 'Account',
  '/payments': 'Account',
  '/statements/:distributionId': 'Account',
  '/rightsholder/details': 'Account',
  // Imports serve works and recordings alike: reached from both lists, lit in neither.
  '/catalogue/import': null,
  '/catalogue/imports/:importId': null,
  // CWR files carry works only.
  '/cwr/submissions': 'Musical Works',
  '/cwr/submissions/:submissionId': 'Musical Works',
  // The header's bell and the diagnostics page are not in the menu; nor is a page that does not exist.
  '/notifications': null,
  '/test': null,
  '*': null,
};

const staffPages: Record<string, string | null> = {
  '/staff/review': 'Review queue',
  '/staff/review/:kind/:id': 'Review queue',
  '/staff/members': 'Members',
  '/staff/members/:id': 'Members',
  '/staff/disputes': 'Disputes',
  '/staff/disputes/:id': 'Disputes',
  '/staff/announcements': 'Announcements',
  '/staff/inbox': 'Inbox',
  '/staff/inbox/:kind/:id': 'Inbox',
  '/staff/cwr-exports': 'CWR exports',
  '/staff/cwr-exports/:id': 'CWR exports',
  '/staff/distributions': 'Distributions',
  '/staff/distributions/:id': 'Distributions',
  '/staff/accounts': 'Staff accounts',
  '*': null,
};

/** The route patterns under one of the signed-in layout routes. */
function pagesOf(layoutId: string): string[] {
  const layout = signedInRoutes(createTestQueryClient()).find((route) => route.id === layoutId);
  return (layout?.children ?? []).flatMap((route: RouteObject) => (route.path ? [route.path] : []));
}

/** The menu entries marked as the current page when `url` is open. */
function markedEntries(navItems: readonly NavItem[], url: string): (string | null)[] {
  renderWithProviders(
    <AppLayout navItems={navItems} headerActions={null}>
      content
    </AppLayout>,
    { url },
  );
  return within(screen.getByRole('navigation', { name: 'Side menu' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

const exampleUrl = (pattern: string) => (pattern === '*' ? '/no-such-page' : pattern.replace(/:[a-zA-Z]+/g, '3f0c8a52-6f1e-4c1a-9d7b-2a4e5c6d7e8f'));

describe('the side menu on every signed-in page', () => {
  it('knows every page of the members and of the staff console', () => {
    expect(pagesOf('member').sort()).toEqual(Object.keys(memberPages).sort());
    expect(pagesOf('staff').sort()).toEqual(Object.keys(staffPages).sort());
  });

  /** [pattern, what the test's name says it lights, the entry]. */
  const cases = (pages: Record<string, string | null>) => Object.entries(pages).map(([pattern, entry]) => [pattern, entry ?? 'no entry', entry] as const);

  it.each(cases(memberPages))("on a member's page %s lights %s", (pattern, _named, entry) => {
    expect(markedEntries(memberNavItems, exampleUrl(pattern))).toEqual(entry ? [entry] : []);
  });

  it('lights Musical Works on the edit form of a work too', () => {
    expect(markedEntries(memberNavItems, `${exampleUrl('/music-composition/details/:id')}?edit=1`)).toEqual(['Musical Works']);
  });

  it.each(cases(staffPages))('on the staff page %s lights %s', (pattern, _named, entry) => {
    expect(markedEntries(staffNavItems, pattern === '*' ? '/staff/no-such-page' : exampleUrl(pattern))).toEqual(entry ? [entry] : []);
  });
});
