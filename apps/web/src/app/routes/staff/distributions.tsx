export { DistributionsScreen as Component } from '../../../features/staff-distributions/components/distributions-screen';
