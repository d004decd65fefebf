import type { Notification, Profile, SessionInfo } from '@repertoire/contract';

export function createProfile(overrides: Partial<Omit<Profile, 'profile'>> & { profile?: Partial<Profile['profile']> } = {}): Profile {
  const { profile, ...rest } = overrides;
  return {
    id: '5d1f7a62-3c1b-4f7e-9a11-2b7c8d9e0f10',
    register_as: 'individual',
    email: 'amara.nwosu@example.com',
    profile_pic_url: null,
    updated_at: '2026-03-02T10:15:00.000Z',
    ...rest,
    profile: {
      given_name: 'Amara',
      other_names: 'Nwosu',
      corporation_name: null,
      registration_number: null,
      corporation_kind: null,
      contact_person: null,
      date_of_birth: '1990-03-15',
      nationality: 'NG',
      country: null,
      phone: '+2348031234567',
      address: null,
      roles: ['songwriter'],
      ipi_name_number: null,
      ...profile,
    },
  };
}

export function createCorporateProfile(overrides: Partial<Profile['profile']> = {}): Profile {
  return createProfile({
    register_as: 'corporate',
    email: 'office@harbourlights.example',
    profile: {
      given_name: null,
      other_names: null,
      date_of_birth: null,
      nationality: null,
      roles: [],
      corporation_name: 'Harbour Lights Music Ltd',
      registration_number: '09876543',
      corporation_kind: 'record_label',
      contact_person: 'Siobhan Kelly',
      country: 'IE',
      ...overrides,
    },
  });
}

/** A member's own session by default (the member is its own administrator); `extra` gives another person or memberships. */
export function createSession(overrides: Partial<SessionInfo['user']> = {}, extra: Partial<Pick<SessionInfo, 'person' | 'memberships'>> = {}): SessionInfo {
  const user: SessionInfo['user'] = {
    id: '5d1f7a62-3c1b-4f7e-9a11-2b7c8d9e0f10',
    email: 'amara.nwosu@example.com',
    register_as: 'individual',
    role: 'member',
    staff_roles: overrides.role === 'staff' ? ['administrator'] : [],
    display_name: 'Amara Nwosu',
    ...overrides,
  };
  const isMember = user.role === 'member';
  return {
    user,
    person: isMember ? { id: user.id, name: user.display_name, email: user.email, role: 'administrator', is_member: true } : null,
    memberships: isMember ? [{ member_id: user.id, name: user.display_name, role: 'administrator', needs_second_factor: false }] : [],
    exp: new Date(Date.now() + 3600_000).toISOString(),
    ...extra,
  };
}

export function createNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: '0b6a3f0e-8d8c-4c55-9a3e-6f1d2c3b4a59',
    title: 'Dispute opened',
    message: 'A dispute was opened on “Harbour Lights”',
    createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    readAt: null,
    link: null,
    user: { full_name: 'Siobhan Kelly', profile_pic: null },
    ...overrides,
  };
}
