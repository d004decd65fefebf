import type {
  Announcement,
  InboxEntry,
  InboxItem,
  StaffAccount,
  StaffAccountEvent,
  StaffMemberDetails,
  StaffMemberRegistrations,
  StaffMemberSummary,
} from '@repertoire/contract';
import { nextId } from './catalogue-factories';
import { createProfile } from './factories';

/** The staff console's answers about members, announcements and the inbox, as the API gives them. */

export function createStaffMemberSummary(overrides: Partial<StaffMemberSummary> = {}): StaffMemberSummary {
  return {
    id: nextId(),
    name: 'Amara Nwosu',
    email: 'amara.nwosu@example.com',
    register_as: 'individual',
    isni: null,
    ipi_name_number: null,
    country: 'NG',
    is_verified: true,
    created_at: '2024-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const noRegistrations = (): StaffMemberRegistrations => ({ total: 0, counts: { draft: 0, submitted: 0, registered: 0, rejected: 0 }, latest: [] });

export function createStaffMemberDetails(overrides: Partial<StaffMemberDetails> = {}): StaffMemberDetails {
  return {
    ...createProfile({ id: nextId(), profile: { roles: ['songwriter', 'performer'] } }),
    name: 'Amara Nwosu',
    isni: null,
    email_verified_at: '2024-03-01T10:05:00.000Z',
    created_at: '2024-03-01T10:00:00.000Z',
    musical_works: noRegistrations(),
    sound_recordings: noRegistrations(),
    history: [],
    identifier_changes: [],
    ...overrides,
  };
}

export function createAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: nextId(),
    title: 'Royalty statements are out',
    message: 'The statements for the second quarter are ready.',
    audience: 'all',
    member: null,
    mail: false,
    recipients: 1204,
    sent_by: 'Sam Reviewer',
    created_at: '2024-06-01T09:00:00.000Z',
    ...overrides,
  };
}

export function createInboxItem(overrides: Partial<InboxItem> = {}): InboxItem {
  return {
    kind: 'support-requests',
    id: nextId(),
    summary: 'How do I add a co-writer?',
    member: { id: nextId(), name: 'Amara Nwosu', email: 'amara.nwosu@example.com' },
    created_at: '2024-06-01T09:00:00.000Z',
    handled_at: null,
    handled_by: null,
    ...overrides,
  };
}

export function createSupportRequestEntry(overrides: Partial<Extract<InboxEntry, { kind: 'support-requests' }>> = {}): InboxEntry {
  return {
    kind: 'support-requests',
    id: nextId(),
    member: { id: nextId(), name: 'Amara Nwosu', email: 'amara.nwosu@example.com' },
    created_at: '2024-06-01T09:00:00.000Z',
    handled_at: null,
    handled_by: null,
    topic: 'shares',
    item: null,
    subject: 'How do I add a co-writer?',
    message: 'I cannot find the button on my work.',
    ...overrides,
  };
}

export function createErrorReportEntry(overrides: Partial<Extract<InboxEntry, { kind: 'error-reports' }>> = {}): InboxEntry {
  return {
    kind: 'error-reports',
    id: nextId(),
    member: null,
    created_at: '2024-06-01T08:00:00.000Z',
    handled_at: null,
    handled_by: null,
    description: 'TypeError: x is undefined\n    at Dashboard (dashboard.tsx:12)',
    url: 'http://localhost:3000/dashboard',
    user_agent: 'Mozilla/5.0 Test',
    ...overrides,
  };
}

/** A staff account as the staff accounts page lists it. */
export function createStaffAccount(overrides: Partial<StaffAccount> = {}): StaffAccount {
  return {
    id: nextId(),
    name: 'Grace Hughes',
    email: 'grace.hughes@society.example',
    roles: ['reviewer'],
    has_second_factor: true,
    last_signed_in_at: '2026-11-20T09:30:00.000Z',
    created_at: '2026-01-05T08:00:00.000Z',
    ...overrides,
  };
}

export function createStaffAccountEvent(overrides: Partial<StaffAccountEvent> = {}): StaffAccountEvent {
  return {
    id: nextId(),
    kind: 'roles_changed',
    account: { id: nextId(), name: 'Grace Hughes', email: 'grace.hughes@society.example' },
    by: 'Sam Reviewer',
    roles: ['reviewer', 'disputes'],
    previous_roles: ['reviewer'],
    created_at: '2026-11-21T14:00:00.000Z',
    ...overrides,
  };
}
