export { PeopleScreen as Component } from '../../../features/people/components/people-screen';
