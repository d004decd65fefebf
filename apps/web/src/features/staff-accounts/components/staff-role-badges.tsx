import { Badge, Group } from '@mantine/core';
import { staffRoleLabels, type StaffRole } from '@repertoire/contract';

/** A staff account's roles as badges; the administrator's stands out. */
export function StaffRoleBadges({ roles }: { roles: readonly StaffRole[] }) {
  return (
    <Group gap={4}>
      {roles.map((role) => (
        <Badge key={role} size="sm" variant={role === 'administrator' ? 'filled' : 'light'} miw="max-content">
          {staffRoleLabels[role]}
        </Badge>
      ))}
    </Group>
  );
}
