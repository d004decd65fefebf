import { Stack } from '@mantine/core';
import { catalogueKindLabels, catalogueKindValues, type CatalogueKind } from '@repertoire/contract';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { tableFileRule } from '../../../components/table-files/table-file-rule';
import { FileUpload, maxSizeText } from '../../../components/ui/file-upload';
import { RadioChoices } from '../../../components/ui/radio-choices';
import { paths } from '../../../config/paths';
import { useUploadCatalogueImport } from '../api/upload-catalogue-import';
import { TemplateDownloads } from './template-downloads';

const catalogueFileRule = tableFileRule('Split it into smaller files and import them one by one.');

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
