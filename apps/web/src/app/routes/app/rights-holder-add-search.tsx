export { AddRightsHolderSearchScreen as Component } from '../../../features/rights-holders/components/add-rights-holder-search-screen';
