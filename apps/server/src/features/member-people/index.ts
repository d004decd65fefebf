export { memberPeopleRoutes } from './member-people.routes';
export { invitationMailComposers } from './member-people.service';
