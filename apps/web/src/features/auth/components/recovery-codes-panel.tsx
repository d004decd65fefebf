import { Alert, Box, Button, Checkbox, Code, CopyButton, Group, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { saveFile } from '../../../lib/save-file';

/**
 * Recovery codes, shown once: copy or download them, and say they are saved before going on.
 * Each logs in once in place of the authenticator app's code.
 */
export function RecoveryCodesPanel({ codes, doneLabel, onDone }: { codes: string[]; doneLabel: string; onDone: () => void }) {
  const [isSaved, setIsSaved] = useState(false);
  const text = codes.join('\n');

  const handleDownload = () => {
    const file = `Repertoire recovery codes\nEach code logs you in once, in place of a code from your authenticator app.\n\n${text}\n`;
    saveFile(new Blob([file], { type: 'text/plain;charset=utf-8' }), 'repertoire-recovery-codes.txt');
  };

  return (
    <Stack gap="md">
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Save your recovery codes now">
        If you lose your phone, each of these codes logs you in once instead of a code from the app. They are shown only this
        once: keep them somewhere safe, such as a password manager.
      </Alert>
      <Box
        component="ul"
        aria-label="Recovery codes"
        m={0}
        p={0}
        // Two columns where they fit, one on a narrow phone: a fixed grid pushed the page sideways.
        style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', maxWidth: '26rem', gap: 'var(--mantine-spacing-xs) var(--mantine-spacing-xl)' }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md">{code}</Code>
          </li>
        ))}
      </Box>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Codes copied' : 'Copy the codes'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={handleDownload}>
          Download the codes
        </Button>
      </Group>
      <Checkbox label="I have saved my recovery codes" checked={isSaved} onChange={(event) => setIsSaved(event.currentTarget.checked)} />
      <Button onClick={onDone} disabled={!isSaved} style={{ alignSelf: 'flex-start' }}>
        {doneLabel}
      </Button>
    </Stack>
  );
}
