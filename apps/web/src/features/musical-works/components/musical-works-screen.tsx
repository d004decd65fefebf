import { VisuallyHidden } from '@mantine/core';
import type { MusicalWorkListItem } from '@repertoire/contract';
import { formatIswc } from '@repertoire/contract';
import { IconMusicPlus } from '@tabler/icons-react';
import { InDisputeBadge } from '../../../components/disputes/dispute-state-badge';
import { RegistrationListScreen, type RegistrationListActions } from '../../../components/registration/registration-list-screen';
import { registrationSortOptions } from '../../../components/registration/use-registration-list-params';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyCell } from '../../../components/ui/empty-cell';
import { paths } from '../../../config/paths';
import { musicalWorksQueryOptions } from '../../../lib/musical-works/get-musical-works';
import { identifierColumn } from '../../../components/ui/identifier-text';

const sortOptions = registrationSortOptions();

/** A work's own columns: the list screen adds the title, the status and the last change around them. */
const columns: DataTableColumn<MusicalWorkListItem>[] = [
  identifierColumn('iswc', 'ISWC', (work) => work.iswc && formatIswc(work.iswc)),
  { key: 'writers', header: 'Writers', visibleFrom: 'sm', render: (work) => (work.writers.length ? work.writers.join(', ') : <EmptyCell />) },
  { key: 'dispute', header: <VisuallyHidden>In dispute</VisuallyHidden>, render: (work) => (work.in_dispute ? <InDisputeBadge /> : null) },
];

/** `/music-composition`: the member's musical works with search, status filter, sort and the app's pagination. */
export function MusicalWorksScreen({ moreActions }: RegistrationListActions) {
  return (
    <RegistrationListScreen
      moreActions={moreActions}
      title="Musical Works"
      description="Your compositions, who holds which share, and where each registration stands."
      registryHref={paths.app.musicalWorkSearch.getHref()}
      add={{ href: paths.app.musicalWorkAdd.getHref(), label: 'Add a musical work', icon: IconMusicPlus }}
      sortOptions={sortOptions}
      queryOptions={musicalWorksQueryOptions}
      detailsHref={(id) => paths.app.musicalWorkDetails.getHref(id)}
      searchLabel="Search your works"
      searchPlaceholder="Title or ISWC"
      label="Your musical works"
      columns={columns}
      noMatch={{ title: 'No works match', description: 'None of your works matches this search or status.' }}
      empty={{
        title: 'No musical works yet',
        description: 'Register your first composition: its title, writers and their shares. You can save a draft and finish it later.',
        action: 'Add your first work',
      }}
    />
  );
}
