import { List, Text } from '@mantine/core';
import type { CwrMessage } from '@repertoire/contract';
import { cwrSeverityLabels } from '../utils/labels';

/** Where in the file: "SWR, line 7, field writerIpiName"; null for the file as a whole. */
export function messagePlace(message: CwrMessage): string | null {
  const parts = [
    message.record_type,
    message.line !== null ? `line ${message.line.toLocaleString('en-GB')}` : null,
    message.field ? `field ${message.field}` : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(', ') : null;
}

/** A transaction's or the file's messages, each with its severity and place: what to fix, and where. */
export function CwrMessages({ messages }: { messages: readonly CwrMessage[] }) {
  return (
    <List size="sm" spacing={4} listStyleType="none" withPadding={false}>
      {messages.map((message, index) => (
        <List.Item key={`${message.line ?? ''}-${message.field ?? ''}-${index}`}>
          <Text span size="sm" fw={600} c={message.severity === 'error' ? 'red.8' : undefined}>
            {cwrSeverityLabels[message.severity]}
          </Text>
          {messagePlace(message) ? (
            <Text span size="sm" c="dimmed">
              {' '}
              ({messagePlace(message)})
            </Text>
          ) : null}
          <Text span size="sm">
            : {message.message}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
