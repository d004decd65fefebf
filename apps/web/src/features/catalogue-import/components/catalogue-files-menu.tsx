import { Button } from '@mantine/core';
import type { CatalogueKind } from '@repertoire/contract';
import { IconChevronDown, IconFileSpreadsheet } from '@tabler/icons-react';
import { lazy } from 'react';
import type { RegistrationListFilters } from '../../../components/registration/registration-list-screen';
import { MenuOnDemand } from '../../../components/ui/menu-on-demand';

const loadDropdown = () => import('./catalogue-files-menu-dropdown');
const CatalogueFilesMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.CatalogueFilesMenuDropdown })));

/**
 * The works' or recordings' list's way in and out of spreadsheets: the templates, their column guide, an import,
 * an export of the list as filtered now. The menu, the guide and the templates' columns load with its first opening,
 * not with every visit to the list.
 */
export function CatalogueFilesMenu({ kind, filters }: { kind: CatalogueKind; filters: RegistrationListFilters }) {
  return (
    <MenuOnDemand
      target={
        <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} rightSection={<IconChevronDown size={14} />}>
          Import / Export
        </Button>
      }
      preload={loadDropdown}
      renderMenu={(menu) => <CatalogueFilesMenuDropdown {...menu} kind={kind} filters={filters} />}
    />
  );
}
