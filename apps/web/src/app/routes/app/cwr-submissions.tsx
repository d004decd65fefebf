export { CwrSubmissionsScreen as Component } from '../../../features/cwr-submissions/components/cwr-submissions-screen';
