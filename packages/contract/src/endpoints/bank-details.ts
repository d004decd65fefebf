import { uuidParam } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { bankDetailsRequest, bankDetailsResponse } from '../bank-details';

/** Bank details (docs/domain.md#bank-details): every answer holds the account number and IBAN masked only. */
export const bankDetailsEndpoints = {
  getBankDetails: defineEndpoint({
    method: 'GET',
    path: '/bank-details',
    summary: 'Own bank details, the account number and IBAN masked; null when none yet',
    tags: ['bank details'],
    access: 'account',
    memberPart: 'finance',
    kind: 'json',
    answer: bankDetailsResponse,
  }),
  saveBankDetails: defineEndpoint({
    method: 'PUT',
    path: '/bank-details',
    summary: 'Set own bank details (the fields the bank country uses), confirmed with the current password',
    tags: ['bank details'],
    access: 'account',
    memberPart: 'administration',
    kind: 'json',
    body: bankDetailsRequest,
    answer: bankDetailsResponse,
  }),
  getMemberBankDetails: defineEndpoint({
    method: 'GET',
    path: '/staff/members/:id/bank-details',
    summary: "A member's bank details, masked as the member sees them; null when none yet",
    tags: ['staff'],
    access: 'staff',
    staffRoles: ['member-services'],
    kind: 'json',
    params: uuidParam,
    answer: bankDetailsResponse,
  }),
};
