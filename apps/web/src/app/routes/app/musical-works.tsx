export { MusicalWorksScreen as Component } from '../../../features/musical-works/components/musical-works-screen';
