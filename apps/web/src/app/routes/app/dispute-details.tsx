export { DisputeDetailsScreen as Component } from '../../../features/disputes/components/dispute-details-screen';
