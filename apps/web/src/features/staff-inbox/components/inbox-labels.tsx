import { Badge, Text } from '@mantine/core';
import type { InboxItem } from '@repertoire/contract';
import { formatDate } from '../../../lib/format';

/** Who wrote an item: the member, or no one known (an error report sent while logged out). */
export function SenderName({ member }: { member: InboxItem['member'] }) {
  return member ? (
    <>{member.name}</>
  ) : (
    <Text span size="sm" c="dimmed">
      Not logged in
    </Text>
  );
}

/** Waiting, or handled by whom and when. */
export function HandledBadge({ item }: { item: Pick<InboxItem, 'handled_at' | 'handled_by'> }) {
  if (!item.handled_at) {
    return (
      <Badge variant="light" color="orange" size="sm">
        Waiting
      </Badge>
    );
  }
  return (
    <Badge variant="light" color="green" size="sm" tt="none">
      Handled{item.handled_by ? ` by ${item.handled_by}` : ''} · {formatDate(item.handled_at)}
    </Badge>
  );
}
