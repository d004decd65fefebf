export { OpenDisputeScreen as Component } from '../../../features/disputes/components/open-dispute-screen';
