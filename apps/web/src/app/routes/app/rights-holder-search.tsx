export { RightsHolderSearchScreen as Component } from '../../../features/rights-holders/components/rights-holder-search-screen';
