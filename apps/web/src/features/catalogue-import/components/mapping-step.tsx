import { Alert, Button, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { CatalogueImport } from '@repertoire/contract';
import { IconAlertCircle, IconAlertTriangle, IconListCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyCell } from '../../../components/ui/empty-cell';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/api-client';
import { useMapCatalogueImport } from '../api/update-catalogue-import';
import { LEAVE_OUT, mappingProblems, templateColumnOptions } from '../utils/mapping';
import { ColumnGuideButton } from './column-guide';

/** Sample values shown beside each column of the file. */
const SAMPLES_SHOWN = 3;

type FileColumn = { index: number; header: string; samples: string[] };

type MappingStepProps = {
  upload: CatalogueImport;
  /** Going back to the counts without mapping again (only offered on a checked import). */
  onCancel?: () => void;
};

/** Each column of the file beside what it holds and the template column it fills; sent, it starts the check of every row. */
export function MappingStep({ upload, onCancel }: MappingStepProps) {
  const [mapping, setMapping] = useState<(string | null)[]>(() => upload.header.map((_, index) => upload.mapping[index] ?? null));
  const [save, setSave] = useState(false);
  const map = useMapCatalogueImport();
  const options = useMemo(() => templateColumnOptions(upload.kind), [upload.kind]);
  const { duplicates, missing } = mappingProblems(upload.kind, upload.header, mapping);
  const duplicateKeys = new Set(duplicates.map(({ column }) => column.key));

  const fileColumns: FileColumn[] = upload.header.map((header, index) => ({
    index,
    header,
    samples: upload.sample
      .map((row) => row[index]?.trim() ?? '')
      .filter(Boolean)
      .slice(0, SAMPLES_SHOWN),
  }));

  const choose = (index: number, key: string) => setMapping((current) => current.map((old, i) => (i === index ? key || null : old)));

  const columns: DataTableColumn<FileColumn>[] = [
    { key: 'header', header: 'Column in your file', render: (column) => <Text fw={500} size="sm">{column.header || `Column ${column.index + 1}`}</Text> },
    {
      key: 'samples',
      header: 'Sample values',
      render: (column) => (column.samples.length ? <Text size="sm" c="dimmed">{column.samples.join(' · ')}</Text> : <EmptyCell />),
    },
    {
      key: 'fills',
      header: 'Fills the template column',
      width: 300,
      // On a phone the choice closes the column's card at full width: beside a label it would be too narrow to read.
      card: 'actions',
      render: (column) => {
        const key = mapping[column.index] ?? null;
        return (
          <NativeSelect
            miw={240}
            aria-label={`Template column for ${column.header || `column ${column.index + 1}`}`}
            data={options}
            value={key ?? LEAVE_OUT}
            onChange={(event) => choose(column.index, event.currentTarget.value)}
            // A warning, not an error: the check still runs, and the alert below says what to do.
            description={key && duplicateKeys.has(key) ? 'Another column fills it too' : undefined}
          />
        );
      },
    },
  ];

  const handleCheck = () => map.mutate({ id: upload.id, mapping, save });

  return (
    <SectionCard
      title="Map the columns"
      description="Say which template column each column of your file fills. Columns you leave out are not imported."
      actions={<ColumnGuideButton kind={upload.kind} size="sm" />}
    >
      <DataTable label="Columns of your file" columns={columns} rows={fileColumns} getRowKey={(column) => String(column.index)} empty={null} minWidth={640} />
      {duplicates.length > 0 ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Columns filled twice">
          <Stack gap={2}>
            {duplicates.map(({ column, headers }) => (
              <Text key={column.key} size="sm">
                “{column.header}” is filled by {headers.map((header) => `“${header}”`).join(' and ')}: leave out all but one.
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      {missing.length > 0 ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="A required column is missing" role="alert">
          <Stack gap={2}>
            {missing.map((column) => (
              <Text key={column.key} size="sm">
                No column fills “{column.header}”, which every row needs: choose the column of your file that holds it.
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      <Checkbox label="Remember this mapping for my next file" checked={save} onChange={(event) => setSave(event.currentTarget.checked)} />
      <FormRefusal title="The mapping was not accepted" message={map.error ? errorMessage(map.error) : undefined} />
      <Group>
        <Button leftSection={<IconListCheck size={16} />} disabled={missing.length > 0} loading={map.isPending} onClick={handleCheck}>
          Check the rows
        </Button>
        {onCancel ? (
          <Button variant="default" onClick={onCancel} disabled={map.isPending}>
            Keep the current check
          </Button>
        ) : null}
      </Group>
    </SectionCard>
  );
}
