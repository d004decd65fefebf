import { CatalogueFilesMenu } from '../../../features/catalogue-import/components/catalogue-files-menu';
import { SoundRecordingsScreen } from '../../../features/sound-recordings/components/sound-recordings-screen';

export function Component() {
  return <SoundRecordingsScreen moreActions={(filters) => <CatalogueFilesMenu kind="recordings" filters={filters} />} />;
}
