import { Alert, NativeSelect, Stack, Text } from '@mantine/core';
import type { NativeSelectProps } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '../ui/data-table';
import { EmptyCell } from '../ui/empty-cell';
import { LEAVE_OUT, type MappingProblems } from './mapping';

/** Sample values shown beside each column of the file. */
const SAMPLES_SHOWN = 3;

type FileColumn = { index: number; header: string; samples: string[] };

type ColumnMappingProps = {
  /** The file's header and first rows, as the upload answered them. */
  header: readonly string[];
  sample: readonly (readonly string[])[];
  /** Per column of the file: the template column it fills, or null. */
  mapping: readonly (string | null)[];
  onChange: (mapping: (string | null)[]) => void;
  options: NativeSelectProps['data'];
  problems: MappingProblems;
  /** How the screen names things: "template column" and "your file" for a member, "usage column" and "the file" for staff. */
  words: { target: string; file: string };
};

/**
 * Each column of an uploaded table beside its first values and the template column it fills (catalogue imports,
 * usage files), with what is wrong with the choice before it is sent: a column filled twice, a required one missing.
 */
export function ColumnMapping({ header, sample, mapping, onChange, options, problems, words }: ColumnMappingProps) {
  const { duplicates, missing } = problems;
  const duplicateKeys = new Set(duplicates.map(({ column }) => column.key));
  const capitalTarget = words.target.charAt(0).toUpperCase() + words.target.slice(1);

  const fileColumns: FileColumn[] = header.map((name, index) => ({
    index,
    header: name,
    samples: sample
      .map((row) => row[index]?.trim() ?? '')
      .filter(Boolean)
      .slice(0, SAMPLES_SHOWN),
  }));

  const choose = (index: number, key: string) => onChange(mapping.map((old, i) => (i === index ? key || null : old)));

  const columns: DataTableColumn<FileColumn>[] = [
    { key: 'header', header: `Column in ${words.file}`, render: (column) => <Text fw={500} size="sm">{column.header || `Column ${column.index + 1}`}</Text> },
    {
      key: 'samples',
      header: 'Sample values',
      render: (column) => (column.samples.length ? <Text size="sm" c="dimmed">{column.samples.join(' · ')}</Text> : <EmptyCell />),
    },
    {
      key: 'fills',
      header: `Fills the ${words.target}`,
      width: 300,
      // On a phone the choice closes the column's card at full width: beside a label it would be too narrow to read.
      card: 'actions',
      render: (column) => {
        const key = mapping[column.index] ?? null;
        return (
          <NativeSelect
            miw={240}
            aria-label={`${capitalTarget} for ${column.header || `column ${column.index + 1}`}`}
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

  return (
    <>
      <DataTable label={`Columns of ${words.file}`} columns={columns} rows={fileColumns} getRowKey={(column) => String(column.index)} empty={null} minWidth={640} />
      {duplicates.length > 0 ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Columns filled twice">
          <Stack gap={2}>
            {duplicates.map(({ column, headers }) => (
              <Text key={column.key} size="sm">
                “{column.header}” is filled by {headers.map((name) => `“${name}”`).join(' and ')}: leave out all but one.
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
                No column fills “{column.header}”, which every row needs: choose the column of {words.file} that holds it.
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
    </>
  );
}
