import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The server's messages that name no field of the form; nothing when there are none. */
export function FormErrorsAlert({ title, messages }: { title: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" title={title} icon={<IconAlertTriangle size={18} />}>
      <List size="sm">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
