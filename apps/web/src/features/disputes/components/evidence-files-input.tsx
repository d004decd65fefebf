import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { EVIDENCE_TYPES_TEXT } from '@repertoire/contract';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { formatFileSize } from '../../../lib/format';
import { checkEvidenceFiles, evidenceAccept, evidenceMaxSizeText } from '../utils/evidence-files';

type EvidenceFilesInputProps = {
  files: File[];
  onChange: (files: File[]) => void;
  /** How many more files the dispute takes. */
  room: number;
};

/** Evidence files chosen before they are sent: each checked here by type and size, with the reason for any refused. */
export function EvidenceFilesInput({ files, onChange, room }: EvidenceFilesInputProps) {
  const [problems, setProblems] = useState<string[]>([]);

  const add = (picked: File[]) => {
    const { accepted, problems: refused } = checkEvidenceFiles(picked, room - files.length);
    setProblems(refused);
    onChange([...files, ...accepted]);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {EVIDENCE_TYPES_TEXT}, at most {evidenceMaxSizeText} each: contracts, registrations, cue sheets, correspondence.
      </Text>
      {files.length > 0 ? (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Files to send">
          {files.map((file, index) => (
            <Group key={`${file.name}-${index}`} component="li" gap="xs" wrap="nowrap">
              <IconPaperclip size={14} />
              <Text size="sm">{file.name}</Text>
              <Text size="xs" c="dimmed">
                {formatFileSize(file.size)}
              </Text>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Remove ${file.name}`} onClick={() => onChange(files.filter((_, i) => i !== index))}>
                <IconX size={14} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      ) : null}
      {problems.length > 0 ? (
        <Stack gap={2} role="alert">
          {problems.map((problem) => (
            <Text key={problem} size="sm" c="red">
              {problem}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Group>
        <FileButton onChange={add} accept={evidenceAccept} multiple inputProps={{ 'aria-label': 'Evidence files' }}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPaperclip size={16} />} disabled={files.length >= room}>
              Choose files
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
