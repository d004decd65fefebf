import { Stack } from '@mantine/core';
import { CATALOGUE_FILE_MAX_BYTES, catalogueKindLabels, catalogueKindValues, type CatalogueKind } from '@repertoire/contract';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { FileUpload, maxSizeText, type FileRule } from '../../../components/ui/file-upload';
import { RadioChoices } from '../../../components/ui/radio-choices';
import { paths } from '../../../config/paths';
import { useUploadCatalogueImport } from '../api/upload-catalogue-import';
import { TemplateDownloads } from './template-downloads';

const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx'];

const catalogueFileRule: FileRule = {
  accept: ACCEPTED_EXTENSIONS,
  isAccepted: (name) => ACCEPTED_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension)),
  notAccepted: 'is not a CSV or Excel (.xlsx) file: save it in one of these formats and choose it again.',
  maxBytes: CATALOGUE_FILE_MAX_BYTES,
  tooLarge: 'Split it into smaller files and import them one by one.',
};

/** The kind, a file checked here before it is sent, then the import's page, where its columns are mapped. */
export function UploadForm({ kind, onKindChange }: { kind: CatalogueKind; onKindChange: (kind: CatalogueKind) => void }) {
  const upload = useUploadCatalogueImport();
  const navigate = useNavigate();

  const handleUpload = (file: File) => {
    upload.mutate({ kind, file }, { onSuccess: (created) => void navigate(paths.app.catalogueImport.getHref(created.id)) });
  };

  return (
    <Stack gap="md">
      <RadioChoices label="What the file holds" values={catalogueKindValues} labels={catalogueKindLabels} value={kind} onChange={onKindChange} />
      <TemplateDownloads kind={kind} />
      <FileUpload
        rule={catalogueFileRule}
        description={`CSV or Excel (.xlsx), at most ${maxSizeText(catalogueFileRule)}, the header in the first row.`}
        icon={<IconFileSpreadsheet size={16} />}
        submitLabel="Upload and map the columns"
        upload={upload}
        onUpload={handleUpload}
      />
    </Stack>
  );
}
