import { Button, FileInput, Group, Stack } from '@mantine/core';
import { CATALOGUE_FILE_MAX_BYTES, catalogueKindLabels, catalogueKindValues, type CatalogueKind } from '@repertoire/contract';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { RadioChoices } from '../../../components/ui/radio-choices';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatFileSize } from '../../../lib/format';
import { useUploadCatalogueImport } from '../api/upload-catalogue-import';
import { TemplateDownloads } from './template-downloads';

const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx'];
const MAX_SIZE_TEXT = `${CATALOGUE_FILE_MAX_BYTES / (1024 * 1024)} MB`;

/** Why a file cannot be sent, found before it is: its type, or a size the server would refuse anyway. */
function fileProblem(file: File): string | null {
  if (!ACCEPTED_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension))) {
    return `“${file.name}” is not a CSV or Excel (.xlsx) file: save it in one of these formats and choose it again.`;
  }
  if (file.size > CATALOGUE_FILE_MAX_BYTES) {
    return `“${file.name}” is ${formatFileSize(file.size)}: a file may be at most ${MAX_SIZE_TEXT}. Split it into smaller files and import them one by one.`;
  }
  return null;
}

/** The kind, a file checked here before it is sent, then the import's page, where its columns are mapped. */
export function UploadForm({ kind, onKindChange }: { kind: CatalogueKind; onKindChange: (kind: CatalogueKind) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadCatalogueImport();
  const navigate = useNavigate();

  const handleChoose = (picked: File | null) => {
    upload.reset();
    const refused = picked ? fileProblem(picked) : null;
    setProblem(refused);
    setFile(refused ? null : picked);
  };

  const handleUpload = () => {
    if (!file) return;
    upload.mutate({ kind, file }, { onSuccess: (created) => void navigate(paths.app.catalogueImport.getHref(created.id)) });
  };

  return (
    <Stack gap="md">
      <RadioChoices label="What the file holds" values={catalogueKindValues} labels={catalogueKindLabels} value={kind} onChange={onKindChange} />
      <TemplateDownloads kind={kind} />
      <FileInput
        label="File"
        description={`CSV or Excel (.xlsx), at most ${MAX_SIZE_TEXT}, the header in the first row.`}
        placeholder="Choose a file"
        accept={ACCEPTED_EXTENSIONS.join(',')}
        leftSection={<IconFileSpreadsheet size={16} />}
        value={file}
        onChange={handleChoose}
        error={problem}
        clearable
        maw={480}
      />
      <FormRefusal title="The file was not uploaded" message={upload.error ? errorMessage(upload.error) : undefined} />
      <Group>
        <Button leftSection={<IconUpload size={16} />} disabled={!file} loading={upload.isPending} onClick={handleUpload}>
          Upload and map the columns
        </Button>
      </Group>
    </Stack>
  );
}
