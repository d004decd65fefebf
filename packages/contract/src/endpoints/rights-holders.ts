import { uuidParam } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { rightsHolderCreate, rightsHolderDetailsResponse, rightsHolderList, rightsHolderResponse, rightsHolderSearchQuery } from '../rights-holders';

const tags = ['rights holders'] as const;

/** The rights-holder directory every picker searches (docs/domain.md#rights-holders-and-shares). */
export const rightsHolderEndpoints = {
  searchRightsHolders: defineEndpoint({
    method: 'GET',
    path: '/rights-holders/search',
    summary: 'Search the directory by name (typo-tolerant), ISNI or IPI; self=true answers the member’s own record',
    tags,
    access: 'account',
    memberPart: 'read',
    kind: 'json',
    query: rightsHolderSearchQuery,
    answer: rightsHolderList,
  }),
  createRightsHolder: defineEndpoint({
    method: 'POST',
    path: '/rights-holders',
    summary: 'Add a rights holder who is not yet in the directory',
    tags,
    access: 'account',
    memberPart: 'registrations',
    kind: 'json',
    body: rightsHolderCreate,
    answer: rightsHolderResponse,
    status: 201,
  }),
  getRightsHolder: defineEndpoint({
    method: 'GET',
    path: '/rights-holders/:id',
    summary: 'A rights holder and the registered works they hold shares in',
    tags,
    access: 'account',
    memberPart: 'read',
    kind: 'json',
    params: uuidParam,
    answer: rightsHolderDetailsResponse,
  }),
};
