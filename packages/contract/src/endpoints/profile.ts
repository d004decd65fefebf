import { uuidParam } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { isniResponse, profilePatch, profileResponse } from '../profile';

const tags = ['user'] as const;

/** The fixed user calls (docs/architecture.md#the-five-fixed-calls), plus the profile picture upload. */
export const profileEndpoints = {
  getProfile: defineEndpoint({ method: 'GET', path: '/user/profile', summary: 'Own profile (spec: fetchProfile)', tags, access: 'account', memberPart: 'read', kind: 'json', answer: profileResponse }),
  updateProfile: defineEndpoint({ method: 'PATCH', path: '/user/profile', summary: 'Change profile fields', tags, access: 'account', memberPart: 'administration', kind: 'json', body: profilePatch, answer: profileResponse }),
  uploadProfilePicture: defineEndpoint({
    method: 'POST',
    path: '/user/profile/picture',
    summary: 'Upload a profile picture (PNG, JPEG or WebP, at most 2 MB) as multipart field "file"',
    tags,
    access: 'account',
    memberPart: 'administration',
    kind: 'upload',
    answer: profileResponse,
  }),
  getOwnIsni: defineEndpoint({ method: 'GET', path: '/user/user_isni', summary: 'Own ISNI (spec: fetchISNI)', tags, access: 'account', memberPart: 'read', kind: 'json', answer: isniResponse }),
  getRightsHolderIsni: defineEndpoint({
    method: 'GET',
    path: '/user/rightsholder_isni/:id',
    summary: "A rights holder's ISNI",
    tags,
    access: 'account',
    memberPart: 'read',
    kind: 'json',
    params: uuidParam,
    answer: isniResponse,
  }),
};
