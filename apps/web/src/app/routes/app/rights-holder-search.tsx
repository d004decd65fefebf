export { WorkRightsHoldersScreen as Component } from '../../../features/musical-works/components/work-rights-holders-screen';
