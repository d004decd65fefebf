/**
 * The web app's fixed constants (docs/architecture.md#constants), in one place.
 */

/** Pagination: up to this many pages are all shown; beyond, an ellipsis pattern appears. */
export const PAGINATION_WINDOW = 7;

/** Masking hides the last this-many characters of a value (bank account numbers, IBANs): the contract's rule, which the API masks by. */
export { MASK_CHARACTER, MASK_LENGTH } from '@repertoire/contract';

/** Names in country and nationality lists are shown truncated to this many characters. */
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
/** The API's months (the dashboard's registrations per month). */
export const API_MONTH_FORMAT = 'YYYY-MM';

/** Year lists (e.g. ℗ year of a recording) run from this year to the current year. */
export const YEAR_LIST_START = 1900;

/** Every call goes to {host}/api/v1 (docs/architecture.md#the-five-fixed-calls). */
export const API_BASE_PATH = '/api/v1';

// Page sizes: how many rows a screen asks the API for at once (the API allows up to MAX_PAGE_SIZE, 100).

/** The member's own works and recordings (Musical Works, Sound Recordings). */
export const REGISTRATION_LIST_PAGE_SIZE = 20;
/** Results of a registry search (works and recordings registered with the society). */
export const REGISTRY_PAGE_SIZE = 20;
/** Sound Recording Logs. */
export const LOGS_PAGE_SIZE = 20;
/** A work's or a recording's history on its details page: the latest changes first. */
export const HISTORY_PAGE_SIZE = 10;
/** The header's notification menu: the latest ones (the server preloads that first page for it). */
export { NOTIFICATIONS_PAGE_SIZE } from '@repertoire/contract';
/** Suggestions of a type-ahead picker (the musical work a recording records), from each source. */
export const PICKER_PAGE_SIZE = 10;
/** Recordings the logs screen's recording filter offers as the member types. */
export const RECORDING_FILTER_PAGE_SIZE = 20;
/** Rights holders a directory search shows at once: few enough to fit its dialog. */
export const DIRECTORY_PAGE_SIZE = 8;

/** The directory is searched once this many characters are typed. */
export const DIRECTORY_SEARCH_MIN_LENGTH = 2;
/** Search boxes search once typing has paused this long (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/** An error report's description is cut to this many characters, the most POST /frontend/errorlogs takes. */
export const ERROR_REPORT_MAX_LENGTH = 20_000;
