import { Badge, Group, Text } from '@mantine/core';
import type { RightsHolderSummary } from '@repertoire/contract';
import { formatIsni, rightsHolderKindLabels } from '@repertoire/contract';

type RightsHolderNameProps = {
  rightsHolder: Pick<RightsHolderSummary, 'name' | 'kind' | 'is_member' | 'is_self'> &
    Partial<Pick<RightsHolderSummary, 'ipi_name_number' | 'isni'>>;
  /** Adds the IPI name number and ISNI under the name. */
  withIdentifiers?: boolean;
};

/** A rights holder as share tables and pickers show it: name, "You" / "Member" badges, identifiers. */
export function RightsHolderName({ rightsHolder, withIdentifiers = false }: RightsHolderNameProps) {
  const identifiers = [
    rightsHolder.ipi_name_number ? `IPI ${rightsHolder.ipi_name_number}` : null,
    rightsHolder.isni ? `ISNI ${formatIsni(rightsHolder.isni)}` : null,
  ].filter(Boolean);
  return (
    <div>
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={500}>
          {rightsHolder.name}
        </Text>
        {rightsHolder.is_self ? (
          <Badge size="xs" variant="light" color="blue">
            You
          </Badge>
        ) : rightsHolder.is_member ? (
          <Badge size="xs" variant="light" color="gray">
            Member
          </Badge>
        ) : null}
      </Group>
      {withIdentifiers ? (
        <Text size="xs" c="dimmed">
          {[rightsHolderKindLabels[rightsHolder.kind], ...identifiers].join(' · ')}
        </Text>
      ) : null}
    </div>
  );
}
