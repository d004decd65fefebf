import { List, Text } from '@mantine/core';
import type { AuditChange, AuditValue } from '@repertoire/contract';
import { formatAuditValue } from '@repertoire/contract';

export type AuditChangeListProps = {
  changes: AuditChange[];
  /** Field names in words, e.g. the contract's soundRecordingFieldLabels. */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Shows a stored value in display form; the contract's formatAuditValue otherwise. */
  formatValue?: (field: string, value: AuditValue) => string;
};

/** The fields an event changed, each as "Title: Yesterday → Yesterday (Remastered)" (history timelines and the logs). */
export function AuditChangeList({ changes, fieldLabels = {}, formatValue }: AuditChangeListProps) {
  const show = (field: string, value: AuditValue) => (formatValue ? formatValue(field, value) : formatAuditValue(value)) || '—';
  return (
    <List size="sm" spacing={2}>
      {changes.map((change, index) => (
        <List.Item key={`${change.field}-${index}`}>
          <Text span size="sm" fw={500}>
            {fieldLabels[change.field] ?? change.field}:
          </Text>{' '}
          <Text span size="sm" c="dimmed" td="line-through">
            {show(change.field, change.old)}
          </Text>{' '}
          →{' '}
          <Text span size="sm">
            {show(change.field, change.new)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
