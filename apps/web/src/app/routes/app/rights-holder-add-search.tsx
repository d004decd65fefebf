export { AddWorkRightsHolderScreen as Component } from '../../../features/musical-works/components/add-work-rights-holder-screen';
