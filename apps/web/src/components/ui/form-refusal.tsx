import { Alert, List, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { refusalTypes } from '../../lib/form-errors';

type FormRefusalProps = {
  /** The form's `errors.root?.server`, which showRefusal sets. */
  error?: { type?: string | number; message?: string } | undefined;
  /** A refused action that is no form's (a button's mutation): shown the same way, the focus left on the button. */
  message?: string | undefined;
  title?: string;
  /** What the member can do about it, when there is something. */
  action?: ReactNode;
};

/**
 * A refused submit's messages that belong to no field, shown above the submit button. When no
 * field shows the refusal, it takes the focus, so that a keyboard or screen reader user is brought
 * to it (WCAG 3.3.1).
 */
export function FormRefusal({ error, message, title, action }: FormRefusalProps) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error?.type === refusalTypes.alone) alert.current?.focus();
  }, [error]);

  const shown = error?.message || message;
  if (!shown) return null;
  const messages = shown.split('\n');
  const text =
    messages.length > 1 ? (
      <List size="sm">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    ) : (
      <span>{messages[0]}</span>
    );
  return (
    <Alert ref={alert} tabIndex={-1} color="red" title={title} icon={<IconAlertCircle size={18} />} role="alert">
      {action ? (
        <Stack gap="xs" align="flex-start">
          {text}
          {action}
        </Stack>
      ) : (
        text
      )}
    </Alert>
  );
}
