export { DistributionScreen as Component } from '../../../features/staff-distributions/components/distribution-screen';
