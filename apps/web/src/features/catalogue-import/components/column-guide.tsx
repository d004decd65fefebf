import { Badge, Button, Modal, Spoiler, Stack, Text, type ButtonProps } from '@mantine/core';
import { catalogueColumns, catalogueKindLabels, type CatalogueColumn, type CatalogueKind } from '@repertoire/contract';
import { useDisclosure } from '@mantine/hooks';
import { IconBook } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useIsPhone } from '../../../components/ui/use-is-phone';
import { EmptyCell } from '../../../components/ui/empty-cell';

const columns: DataTableColumn<CatalogueColumn>[] = [
  { key: 'header', header: 'Column', width: 200, render: (column) => <Text fw={500} size="sm">{column.header}</Text> },
  { key: 'required', header: 'Required', width: 100, render: (column) => (column.required ? <Badge variant="light">Required</Badge> : <EmptyCell />) },
  { key: 'explanation', header: 'What to write', render: (column) => column.explanation },
  {
    key: 'allowed',
    header: 'Allowed values',
    render: (column) =>
      column.allowedValues ? (
        // Some lists are long (every language code): folded after two lines.
        <Spoiler maxHeight={44} showLabel="Show all" hideLabel="Show fewer">
          <Text size="sm">{column.allowedValues.join(', ')}</Text>
        </Spoiler>
      ) : (
        <EmptyCell />
      ),
  },
];

/** Every column of a kind's template: its header, whether a row needs it, what to write and the values it takes. */
export function ColumnGuide({ kind }: { kind: CatalogueKind }) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        One row per item, one column each. Only the required columns must be filled; allowed values are matched without regard to case.
      </Text>
      <DataTable label={`Columns of the ${catalogueKindLabels[kind].toLowerCase()} template`} columns={columns} rows={[...catalogueColumns[kind]]} getRowKey={(column) => column.key} empty={null} minWidth={640} />
    </Stack>
  );
}

/** A button that opens the column guide of a kind in a dialog (the import pages and the list pages' file menu). */
export function ColumnGuideButton({ kind, ...props }: { kind: CatalogueKind } & Omit<ButtonProps, 'children' | 'onClick'>) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" leftSection={<IconBook size={16} />} {...props} onClick={open}>
        Column guide
      </Button>
      <ColumnGuideDialog kind={kind} opened={opened} onClose={close} />
    </>
  );
}

export function ColumnGuideDialog({ kind, opened, onClose }: { kind: CatalogueKind; opened: boolean; onClose: () => void }) {
  const isPhone = useIsPhone();
  return (
    <Modal opened={opened} onClose={onClose} title={`Column guide: ${catalogueKindLabels[kind].toLowerCase()}`} size="xl" fullScreen={isPhone}>
      <ColumnGuide kind={kind} />
    </Modal>
  );
}
