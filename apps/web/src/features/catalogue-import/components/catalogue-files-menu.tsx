import { Button, Menu } from '@mantine/core';
import { catalogueKindLabels, type CatalogueFileFormat, type CatalogueKind } from '@repertoire/contract';
import { useDisclosure } from '@mantine/hooks';
import { IconBook, IconChevronDown, IconDownload, IconFileSpreadsheet, IconTableExport, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RegistrationListFilters } from '../../../components/registration/registration-list-screen';
import { paths } from '../../../config/paths';
import { useCatalogueDownload } from '../hooks/use-catalogue-download';
import { ColumnGuideDialog } from './column-guide';

/** The works' or recordings' list's way in and out of spreadsheets: the templates, their guide, an import, an export of the list as filtered. */
export function CatalogueFilesMenu({ kind, filters }: { kind: CatalogueKind; filters: RegistrationListFilters }) {
  const download = useCatalogueDownload();
  const [guideOpened, guide] = useDisclosure(false);
  const isFiltered = Boolean(filters.q || filters.status);
  const template = (format: CatalogueFileFormat) => () => download.start({ of: 'template', kind, format });
  const exportList = (format: CatalogueFileFormat) => () => download.start({ of: 'export', kind, format, ...filters });

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} rightSection={<IconChevronDown size={14} />} loading={download.isPending}>
            Import / Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Import</Menu.Label>
          <Menu.Item component={Link} to={paths.app.catalogueImportNew.getHref(kind)} leftSection={<IconUpload size={16} />}>
            Import from file
          </Menu.Item>
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={template('csv')}>
            Download template (CSV)
          </Menu.Item>
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={template('xlsx')}>
            Download template (Excel)
          </Menu.Item>
          <Menu.Item leftSection={<IconBook size={16} />} onClick={guide.open}>
            Column guide
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>{isFiltered ? `Export the ${catalogueKindLabels[kind].toLowerCase()} shown` : `Export all your ${catalogueKindLabels[kind].toLowerCase()}`}</Menu.Label>
          <Menu.Item leftSection={<IconTableExport size={16} />} onClick={exportList('csv')}>
            Export (CSV)
          </Menu.Item>
          <Menu.Item leftSection={<IconTableExport size={16} />} onClick={exportList('xlsx')}>
            Export (Excel)
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ColumnGuideDialog kind={kind} opened={guideOpened} onClose={guide.close} />
    </>
  );
}
