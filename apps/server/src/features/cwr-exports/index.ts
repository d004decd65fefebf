/** Works written as CWR: the member's catalogue export writes its works with them. */
export { submitterWorkNumberOfId, workTransactions, type SentWork } from './works-as-cwr';
