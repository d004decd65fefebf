export { NewWorkRightsHolderScreen as Component } from '../../../features/musical-works/components/new-work-rights-holder-screen';
