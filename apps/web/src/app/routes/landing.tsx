export { LandingPage as Component } from '../../features/auth/components/landing-page';
