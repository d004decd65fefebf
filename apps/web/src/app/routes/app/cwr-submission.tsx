export { CwrSubmissionScreen as Component } from '../../../features/cwr-submissions/components/cwr-submission-screen';
