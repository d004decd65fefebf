import type { RegistrationStatus, SortOrder } from '@repertoire/contract';

/** A page of the member's own works or recordings, as the list screens ask for it. */
export type RegistrationListQuery<SortField extends string> = {
  page: number;
  pageSize?: number;
  /** Matches the title, and per kind its code or names (ISWC; artists, ISRC). */
  q?: string;
  status?: RegistrationStatus;
  sort?: SortField;
  order?: SortOrder;
};
