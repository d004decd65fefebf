export { CwrExportScreen as Component } from '../../../features/staff-cwr-exports/components/cwr-export-screen';
