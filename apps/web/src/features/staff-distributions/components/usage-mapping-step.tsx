import { Button, Group, Text } from '@mantine/core';
import { usageColumnKeyValues, usageColumns, type UsageColumnKey, type UsageFile } from '@repertoire/contract';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { ColumnGuideButton } from '../../../components/table-files/column-guide';
import { ColumnMapping } from '../../../components/table-files/column-mapping';
import { columnOptions, mappingProblems } from '../../../components/table-files/mapping';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { errorMessage } from '../../../lib/api-client';
import { useMapUsageFile } from '../api/map-usage-file';

/** What a usage row names (the work or recording used), then how it was used and what it pays. */
const usedKeys: readonly string[] = ['work_id', 'iswc', 'isrc', 'title', 'writers', 'artists'];
const options = columnOptions(usageColumns, (column) => (usedKeys.includes(column.key) ? 'What was used' : 'The use and its money'));

const guide = {
  columns: usageColumns,
  label: 'Columns of a usage file',
  intro: 'One row per use of a work or recording, with what it pays.',
};

const words = { target: 'usage column', file: 'the file' };

/** The select offers the usage columns' keys only; any other value is left out. */
const usageKeyOf = (key: string | null): UsageColumnKey | null => usageColumnKeyValues.find((value) => value === key) ?? null;

/** Each column of the usage file beside its first values and the usage column it fills, as suggested; sent, the import starts. */
export function UsageMappingStep({ file }: { file: UsageFile }) {
  const [mapping, setMapping] = useState<(string | null)[]>(() => file.header.map((_, index) => file.mapping[index] ?? null));
  const map = useMapUsageFile();
  const problems = mappingProblems(usageColumns, file.header, mapping);

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          Say which usage column each column of the file fills; columns left out are not read. The choices suggested come from the file’s headers.
        </Text>
        <ColumnGuideButton guide={guide} title="Column guide: usage files" size="sm" />
      </Group>
      <ColumnMapping header={file.header} sample={file.sample} mapping={mapping} onChange={setMapping} options={options} problems={problems} words={words} />
      <FormRefusal title="The mapping was not accepted" message={map.error ? errorMessage(map.error) : undefined} />
      <Group>
        <Button
          leftSection={<IconFileImport size={16} />}
          disabled={problems.missing.length > 0}
          loading={map.isPending}
          onClick={() => map.mutate({ id: file.id, mapping: mapping.map(usageKeyOf) })}
        >
          Import the rows
        </Button>
      </Group>
    </>
  );
}
