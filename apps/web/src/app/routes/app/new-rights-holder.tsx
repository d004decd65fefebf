export { NewRightsHolderScreen as Component } from '../../../features/rights-holders/components/new-rights-holder-screen';
