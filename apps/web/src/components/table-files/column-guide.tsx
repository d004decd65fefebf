import { Badge, Button, Modal, Spoiler, Stack, Text, type ButtonProps } from '@mantine/core';
import type { CatalogueColumn } from '@repertoire/contract';
import { useDisclosure } from '@mantine/hooks';
import { IconBook } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '../ui/data-table';
import { EmptyCell } from '../ui/empty-cell';
import { useIsPhone } from '../ui/use-is-phone';

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

type Guide = {
  columns: readonly CatalogueColumn[];
  /** The table's accessible name, e.g. "Columns of the musical works template". */
  label: string;
  /** What a row of the file is, e.g. "One row per item, one column each." */
  intro: string;
};

/** Every column of a template: its header, whether a row needs it, what to write and the values it takes. */
export function ColumnGuide({ columns: templateColumns, label, intro }: Guide) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {intro} Only the required columns must be filled; allowed values are matched without regard to case.
      </Text>
      <DataTable label={label} columns={columns} rows={[...templateColumns]} getRowKey={(column) => column.key} empty={null} minWidth={640} />
    </Stack>
  );
}

/** A button that opens a template's column guide in a dialog titled `title`. */
export function ColumnGuideButton({ guide, title, ...props }: { guide: Guide; title: string } & Omit<ButtonProps, 'children' | 'onClick'>) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" leftSection={<IconBook size={16} />} {...props} onClick={open}>
        Column guide
      </Button>
      <ColumnGuideDialog guide={guide} title={title} opened={opened} onClose={close} />
    </>
  );
}

export function ColumnGuideDialog({ guide, title, opened, onClose }: { guide: Guide; title: string; opened: boolean; onClose: () => void }) {
  const isPhone = useIsPhone();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" fullScreen={isPhone}>
      <ColumnGuide {...guide} />
    </Modal>
  );
}
