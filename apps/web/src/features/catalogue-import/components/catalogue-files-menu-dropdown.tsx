import { Menu } from '@mantine/core';
import { catalogueKindLabels, type CatalogueExportFormat, type CatalogueFileFormat, type CatalogueKind } from '@repertoire/contract';
import { useDisclosure } from '@mantine/hooks';
import { IconBook, IconDownload, IconFileText, IconTableExport, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RegistrationListFilters } from '../../../components/registration/registration-list-screen';
import type { LoadedMenuProps } from '../../../components/ui/menu-on-demand';
import { paths } from '../../../config/paths';
import { useCatalogueDownload } from '../api/download-catalogue-file';
import { ColumnGuideDialog } from './column-guide';

type CatalogueFilesMenuDropdownProps = LoadedMenuProps & { kind: CatalogueKind; filters: RegistrationListFilters };

/** The file menu itself, loaded with its first opening (catalogue-files-menu.tsx shows its button until then). */
export function CatalogueFilesMenuDropdown({ target, menuProps, kind, filters }: CatalogueFilesMenuDropdownProps) {
  const download = useCatalogueDownload();
  const [guideOpened, guide] = useDisclosure(false);
  const isFiltered = Boolean(filters.q || filters.status);
  const template = (format: CatalogueFileFormat) => () => download.start({ of: 'template', kind, format });
  const exportList = (format: CatalogueExportFormat) => () => download.start({ of: 'export', kind, format, ...filters });

  return (
    <>
      <Menu {...menuProps} position="bottom-end" withinPortal>
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Import</Menu.Label>
          <Menu.Item component={Link} to={paths.app.catalogueImportNew.getHref(kind)} leftSection={<IconUpload size={16} />}>
            Import from file
          </Menu.Item>
          {kind === 'works' ? (
            <Menu.Item component={Link} to={paths.app.cwrSubmissions.getHref()} leftSection={<IconFileText size={16} />}>
              Send a CWR file
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={template('csv')} disabled={download.isPending}>
            Download template (CSV)
          </Menu.Item>
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={template('xlsx')} disabled={download.isPending}>
            Download template (Excel)
          </Menu.Item>
          <Menu.Item leftSection={<IconBook size={16} />} onClick={guide.open}>
            Column guide
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>{isFiltered ? `Export the ${catalogueKindLabels[kind].toLowerCase()} shown` : `Export all your ${catalogueKindLabels[kind].toLowerCase()}`}</Menu.Label>
          <Menu.Item leftSection={<IconTableExport size={16} />} onClick={exportList('csv')} disabled={download.isPending}>
            Export (CSV)
          </Menu.Item>
          <Menu.Item leftSection={<IconTableExport size={16} />} onClick={exportList('xlsx')} disabled={download.isPending}>
            Export (Excel)
          </Menu.Item>
          {kind === 'works' ? (
            <Menu.Item leftSection={<IconFileText size={16} />} onClick={exportList('cwr')} disabled={download.isPending}>
              Export as CWR 2.2
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <ColumnGuideDialog kind={kind} opened={guideOpened} onClose={guide.close} />
    </>
  );
}
