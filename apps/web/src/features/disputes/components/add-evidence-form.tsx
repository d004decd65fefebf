import { Button, Group, Stack } from '@mantine/core';
import { EVIDENCE_MAX_FILES, type DisputeDetails } from '@repertoire/contract';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { notifySuccess } from '../../../lib/notify';
import { useUploadEvidence } from '../hooks/use-upload-evidence';
import { EvidenceFilesInput } from './evidence-files-input';

/** More evidence for a dispute the member is party to: files checked here, then sent one by one. */
export function AddEvidenceForm({ dispute }: { dispute: DisputeDetails }) {
  const [files, setFiles] = useState<File[]>([]);
  const [failures, setFailures] = useState<string[]>([]);
  const { upload, isPending } = useUploadEvidence();

  const send = async () => {
    setFailures([]);
    const failed = await upload(dispute.id, files);
    setFailures(failed);
    setFiles([]);
    const added = files.length - failed.length;
    if (added > 0) notifySuccess(added === 1 ? 'The file is added: the other parties have been told' : `${added} files are added: the other parties have been told`);
  };

  return (
    <Stack gap="sm" mt="sm">
      <EvidenceFilesInput files={files} onChange={setFiles} room={EVIDENCE_MAX_FILES - dispute.evidence.length} />
      <FormRefusal title="Some files were not added" message={failures.join('\n')} />
      {files.length > 0 ? (
        <Group>
          <Button leftSection={<IconUpload size={16} />} loading={isPending} onClick={() => void send()}>
            Add evidence
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
