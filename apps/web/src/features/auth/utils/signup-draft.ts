import { corporateDetails, individualDetails, individualRoles } from '@repertoire/contract';
import type { accountCredentials, CorporationKind, IndividualRole } from '@repertoire/contract';
import type { z } from 'zod';

/**
 * What the member typed in the sign-up wizard, kept in sessionStorage so it survives
 * Back, moving between steps and a reload of the tab. The password is never stored.
 */
export type IndividualDetailsValues = {
  given_name: string;
  other_names: string;
  nationality: string;
  date_of_birth: string;
  phone: string;
};

export type CorporateDetailsValues = {
  corporation_name: string;
  registration_number: string;
  corporation_kind: CorporationKind | '';
  country: string;
  contact_person: string;
  phone: string;
};

export type SignupDraft = {
  kind: 'individual' | 'corporate' | null;
  individual: IndividualDetailsValues;
  roles: IndividualRole[];
  corporate: CorporateDetailsValues;
  email: string;
};

export const SIGNUP_DRAFT_KEY = 'repertoire.signup-draft';

export const emptyDraft = (): SignupDraft => ({
  kind: null,
  individual: { given_name: '', other_names: '', nationality: '', date_of_birth: '', phone: '' },
  roles: [],
  corporate: { corporation_name: '', registration_number: '', corporation_kind: '', country: '', contact_person: '', phone: '' },
  email: '',
});

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSignupDraft(): SignupDraft {
  const empty = emptyDraft();
  const raw = storage()?.getItem(SIGNUP_DRAFT_KEY);
  if (!raw) return empty;
  try {
    const saved = JSON.parse(raw) as Partial<SignupDraft>;
    return {
      kind: saved.kind === 'individual' || saved.kind === 'corporate' ? saved.kind : null,
      individual: { ...empty.individual, ...saved.individual },
      roles: Array.isArray(saved.roles) ? saved.roles : [],
      corporate: { ...empty.corporate, ...saved.corporate },
      email: typeof saved.email === 'string' ? saved.email : '',
    };
  } catch {
    return empty;
  }
}

export function saveSignupDraft(patch: Partial<SignupDraft>): SignupDraft {
  const next = { ...readSignupDraft(), ...patch };
  storage()?.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(next));
  return next;
}

export function clearSignupDraft(): void {
  storage()?.removeItem(SIGNUP_DRAFT_KEY);
}

/** Which steps are complete: a later step opened without the earlier ones sends the member back. */
export function isIndividualDetailsComplete(draft: SignupDraft): boolean {
  return individualDetails.safeParse(draft.individual).success;
}

export function isIndividualRolesComplete(draft: SignupDraft): boolean {
  return individualRoles.safeParse({ roles: draft.roles }).success;
}

export function isCorporateDetailsComplete(draft: SignupDraft): boolean {
  return corporateDetails.safeParse(draft.corporate).success;
}

export function isReadyForAccount(draft: SignupDraft): boolean {
  if (draft.kind === 'individual') return isIndividualDetailsComplete(draft) && isIndividualRolesComplete(draft);
  if (draft.kind === 'corporate') return isCorporateDetailsComplete(draft);
  return false;
}

/** The one sign-up request, from the completed draft and the credentials. */
export function buildSignupRequest(draft: SignupDraft, credentials: z.output<typeof accountCredentials>) {
  if (draft.kind === 'corporate') {
    return { register_as: 'corporate' as const, ...corporateDetails.parse(draft.corporate), ...credentials };
  }
  return {
    register_as: 'individual' as const,
    ...individualDetails.parse(draft.individual),
    ...individualRoles.parse({ roles: draft.roles }),
    ...credentials,
  };
}
