export { SearchMusicalWorksScreen as Component } from '../../../features/musical-works/components/search-musical-works-screen';
