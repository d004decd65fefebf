import { Button, Checkbox, Group } from '@mantine/core';
import type { CatalogueImport } from '@repertoire/contract';
import { IconListCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ColumnMapping } from '../../../components/table-files/column-mapping';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/api-client';
import { useMapCatalogueImport } from '../api/update-catalogue-import';
import { mappingProblems, templateColumnOptions } from '../utils/mapping';
import { ColumnGuideButton } from './column-guide';

type MappingStepProps = {
  upload: CatalogueImport;
  /** Going back to the counts without mapping again (only offered on a checked import). */
  onCancel?: () => void;
};

const words = { target: 'template column', file: 'your file' };

/** Each column of the file beside what it holds and the template column it fills; sent, it starts the check of every row. */
export function MappingStep({ upload, onCancel }: MappingStepProps) {
  const [mapping, setMapping] = useState<(string | null)[]>(() => upload.header.map((_, index) => upload.mapping[index] ?? null));
  const [save, setSave] = useState(false);
  const map = useMapCatalogueImport();
  const options = useMemo(() => templateColumnOptions(upload.kind), [upload.kind]);
  const problems = mappingProblems(upload.kind, upload.header, mapping);

  const handleCheck = () => map.mutate({ id: upload.id, mapping, save });

  return (
    <SectionCard
      title="Map the columns"
      description="Say which template column each column of your file fills. Columns you leave out are not imported."
      actions={<ColumnGuideButton kind={upload.kind} size="sm" />}
    >
      <ColumnMapping header={upload.header} sample={upload.sample} mapping={mapping} onChange={setMapping} options={options} problems={problems} words={words} />
      <Checkbox label="Remember this mapping for my next file" checked={save} onChange={(event) => setSave(event.currentTarget.checked)} />
      <FormRefusal title="The mapping was not accepted" message={map.error ? errorMessage(map.error) : undefined} />
      <Group>
        <Button leftSection={<IconListCheck size={16} />} disabled={problems.missing.length > 0} loading={map.isPending} onClick={handleCheck}>
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
