import { cwrAckImportResponse, cwrExportCreate, cwrExportList, cwrExportListQuery, cwrExportResponse } from '../cwr-exports';
import { uuidParam } from '../envelope';
import { defineEndpoint } from '../endpoint';

const tags = ['staff'] as const;

/** CWR files the society sends other societies, and the acknowledgements they answer with (docs/cwr.md). Staff only. */
export const cwrExportEndpoints = {
  createCwrExport: defineEndpoint({
    method: 'POST',
    path: '/staff/cwr-exports',
    summary: 'Send registered works (registered within dates, one member’s, or named) to a society as CWR 2.1, 2.2 or 3.1; written by a job',
    tags,
    access: 'staff',
    kind: 'json',
    body: cwrExportCreate,
    answer: cwrExportResponse,
    status: 201,
  }),
  listCwrExports: defineEndpoint({
    method: 'GET',
    path: '/staff/cwr-exports',
    summary: 'CWR exports to societies, newest first, with their acknowledgement counts',
    tags,
    access: 'staff',
    kind: 'json',
    query: cwrExportListQuery,
    answer: cwrExportList,
  }),
  getCwrExport: defineEndpoint({
    method: 'GET',
    path: '/staff/cwr-exports/:id',
    summary: 'One CWR export: its state, file name and acknowledgement counts',
    tags,
    access: 'staff',
    kind: 'json',
    params: uuidParam,
    answer: cwrExportResponse,
  }),
  downloadCwrExport: defineEndpoint({
    method: 'GET',
    path: '/staff/cwr-exports/:id/file',
    summary: 'The CWR file of a written export',
    tags,
    access: 'staff',
    kind: 'download',
    params: uuidParam,
  }),
  uploadCwrExportAcknowledgement: defineEndpoint({
    method: 'POST',
    path: '/staff/cwr-exports/:id/acknowledgements',
    summary: 'Read the society’s ACK file for this export (multipart field "file"): statuses, society work numbers and ISWCs onto the works',
    tags,
    access: 'staff',
    kind: 'upload',
    params: uuidParam,
    answer: cwrAckImportResponse,
    status: 201,
  }),
  uploadCwrAcknowledgement: defineEndpoint({
    method: 'POST',
    path: '/staff/cwr-acknowledgements',
    summary: 'Read a society’s ACK file (multipart field "file") for the export its name answers',
    tags,
    access: 'staff',
    kind: 'upload',
    answer: cwrAckImportResponse,
    status: 201,
  }),
};
