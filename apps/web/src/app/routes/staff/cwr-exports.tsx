export { CwrExportsScreen as Component } from '../../../features/staff-cwr-exports/components/cwr-exports-screen';
