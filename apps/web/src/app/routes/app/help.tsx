export { HelpScreen as Component } from '../../../features/help/components/help-screen';
