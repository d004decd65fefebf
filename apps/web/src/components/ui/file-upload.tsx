import { Button, FileInput, Group, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { formatFileSize } from '../../lib/format';
import { FormRefusal } from './form-refusal';
import { wrappingButtonStyles } from './wrapping-button';

/** What a file may be, checked before it is sent: a name the server reads and a size it accepts. */
export type FileRule = {
  /** File name endings offered by the browser's picker, e.g. ".csv". */
  accept: readonly string[];
  /** Whether the name is one of a file the server reads (its ending, or a pattern). */
  isAccepted: (fileName: string) => boolean;
  /** Follows the file's quoted name: "is not a CSV or Excel (.xlsx) file: …". */
  notAccepted: string;
  maxBytes: number;
  /** What to do with a file too large, e.g. "Split it into smaller files and import them one by one." */
  tooLarge: string;
};

export const maxSizeText = (rule: Pick<FileRule, 'maxBytes'>) => `${rule.maxBytes / (1024 * 1024)} MB`;

/** Why a file cannot be sent, found before it is: its type, or a size the server would refuse anyway. */
export function fileProblem(file: File, rule: FileRule): string | null {
  if (!rule.isAccepted(file.name)) return `“${file.name}” ${rule.notAccepted}`;
  if (file.size > rule.maxBytes) {
    return `“${file.name}” is ${formatFileSize(file.size)}: a file may be at most ${maxSizeText(rule)}. ${rule.tooLarge}`;
  }
  return null;
}

type FileUploadProps = {
  rule: FileRule;
  /** The file field's help under its label: the formats and the size limit. */
  description: string;
  icon: ReactNode;
  submitLabel: string;
  /** The upload's mutation: its refusal is shown above the button, and a new choice clears it. */
  upload: { isPending: boolean; error: unknown; reset: () => void };
  onUpload: (file: File) => void;
};

/** A file chosen, checked here before it is sent, and the button that sends it (catalogue imports, CWR files). */
export function FileUpload({ rule, description, icon, submitLabel, upload, onUpload }: FileUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const handleChoose = (picked: File | null) => {
    upload.reset();
    const refused = picked ? fileProblem(picked, rule) : null;
    setProblem(refused);
    setFile(refused ? null : picked);
  };

  return (
    <Stack gap="md">
      <FileInput
        label="File"
        description={description}
        placeholder="Choose a file"
        accept={rule.accept.join(',')}
        leftSection={icon}
        value={file}
        onChange={handleChoose}
        error={problem}
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the file' }}
        maw={480}
      />
      <FormRefusal title="The file was not uploaded" message={upload.error ? errorMessage(upload.error) : undefined} />
      <Group>
        <Button leftSection={<IconUpload size={16} />} disabled={!file} loading={upload.isPending} onClick={() => file && onUpload(file)} styles={wrappingButtonStyles}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
