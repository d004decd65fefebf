import { CatalogueFilesMenu } from '../../../features/catalogue-import/components/catalogue-files-menu';
import { MusicalWorksScreen } from '../../../features/musical-works/components/musical-works-screen';

export function Component() {
  return <MusicalWorksScreen moreActions={(filters) => <CatalogueFilesMenu kind="works" filters={filters} />} />;
}
