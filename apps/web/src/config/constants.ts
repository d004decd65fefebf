/**
 * The spec's business constants (product-spec §8, §9), in one place.
 */

/** Pagination: up to this many pages are all shown; beyond, an ellipsis pattern appears. */
export const PAGINATION_WINDOW = 7;

/** Masking hides the last this-many characters of a value (bank account numbers, IBANs). */
export const MASK_LENGTH = 5;
export const MASK_CHARACTER = '*';

/** Names in country and nationality lists are shown truncated to this many characters (spec §5). */
export const COUNTRY_NAME_MAX = 20;

/** Toasts last 5 seconds, top-center, green for success, red for error. */
export const TOAST_DURATION = 5000;
export const TOAST_POSITION = 'top-center' as const;
export const TOAST_SUCCESS_COLOR = 'green';
export const TOAST_ERROR_COLOR = 'red';

/** Cached query lifetime: 5 minutes. */
export const QUERY_STALE_TIME = 5 * 60 * 1000;

/** Loading of a screen part times out after 120 seconds. */
export const LOADING_TIMEOUT = 120 * 1000;

/** Dates are shown as two-digit day, two-digit month, four-digit year. */
export const DATE_FORMAT = 'DD/MM/YYYY';
/** Dates travel to and from the API as ISO calendar dates. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';

/** Year lists (e.g. ℗ year of a recording) run from this year to the current year. */
export const YEAR_LIST_START = 1900;

/** Spec §7: every call goes to {host}/api/v1. */
export const API_BASE_PATH = '/api/v1';
