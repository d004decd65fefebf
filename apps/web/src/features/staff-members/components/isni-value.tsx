import { Badge } from '@mantine/core';
import { formatIsni, isPendingIsni } from '@repertoire/contract';
import { IdentifierText } from '../../../components/ui/identifier-text';

/** A member's ISNI as people read it (grouped in fours), or "Pending" as the member's badge says (docs/domain.md#identifiers). */
export function IsniValue({ isni }: { isni: string | null }) {
  if (isPendingIsni(isni) || !isni) {
    return (
      <Badge variant="light" color="gray" size="sm">
        Pending
      </Badge>
    );
  }
  return <IdentifierText>{formatIsni(isni)}</IdentifierText>;
}
