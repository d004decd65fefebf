import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A form's refusal that names no field (the server's message), with what to do about it when there is something. */
export function FormAlert({ message, action }: { message: string | undefined; action?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {action ? (
        <Stack gap="xs" align="flex-start">
          <span>{message}</span>
          {action}
        </Stack>
      ) : (
        message
      )}
    </Alert>
  );
}
