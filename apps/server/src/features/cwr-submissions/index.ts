/**
 * CWR files members send (docs/cwr.md, "Members send CWR"): each NWR and REV read by a job, accepted ones saved as
 * the member's works through the catalogue import's works pipeline, every transaction answered in an ACK file.
 */
export { cwrSubmissionsRoutes } from './cwr-submissions.routes';
export { acknowledgementMailComposers } from './acknowledgement-mail';
