import type { Profile } from '@repertoire/contract';

/** docs/architecture.md#header: corporate accounts show the corporation name; individuals their given name plus other names. */
export function profileDisplayName(profile: Profile): string {
  const p = profile.profile;
  if (profile.register_as === 'corporate') return p.corporation_name?.trim() || profile.email;
  const name = [p.given_name, p.other_names].map((part) => part?.trim()).filter(Boolean).join(' ');
  return name || profile.email;
}
