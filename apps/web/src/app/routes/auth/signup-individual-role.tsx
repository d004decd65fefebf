export { IndividualRolesStep as Component } from '../../../features/auth/components/signup/individual-roles-step';
