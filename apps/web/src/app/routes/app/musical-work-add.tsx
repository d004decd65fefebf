export { AddMusicalWorkScreen as Component } from '../../../features/musical-works/components/add-musical-work-screen';
