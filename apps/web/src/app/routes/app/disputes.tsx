export { DisputesScreen as Component } from '../../../features/disputes/components/disputes-screen';
