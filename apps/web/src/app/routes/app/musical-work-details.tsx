export { MusicalWorkDetailsScreen as Component } from '../../../features/musical-works/components/musical-work-details-screen';
