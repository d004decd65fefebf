export { RightsHolderDetailsScreen as Component } from '../../../features/rights-holders/components/rights-holder-details-screen';
