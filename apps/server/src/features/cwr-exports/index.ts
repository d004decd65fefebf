/**
 * CWR files the society sends other societies (docs/cwr.md, "The society sends CWR"): the staff routes; and works as
 * CWR, which the member's catalogue export writes its works with.
 */
export { cwrExportsRoutes } from './cwr-exports.routes';
export { submitterWorkNumberOfId, workTransactions, type SentWork } from './works-as-cwr';
/** A member's acknowledgement carries their work as registered, written as the society sends it. */
export { cwrWorkOf, shareLinesByWork } from './works-as-cwr';
