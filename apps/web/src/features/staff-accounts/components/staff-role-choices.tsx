import { Checkbox, Stack } from '@mantine/core';
import { staffRoleDescriptions, staffRoleLabels, staffRoleValues, type StaffRole } from '@repertoire/contract';

type StaffRoleChoicesProps = {
  value: StaffRole[] | undefined;
  onChange: (roles: StaffRole[]) => void;
  error?: string | undefined;
};

/** The staff roles, each with what it covers: the invitation and a change of roles pick them alike. */
export function StaffRoleChoices({ value, onChange, error }: StaffRoleChoicesProps) {
  return (
    <Checkbox.Group<StaffRole> label="Roles" description="One or more: each opens its part of the console." withAsterisk value={value ?? []} onChange={onChange} error={error}>
      <Stack gap="xs" mt="xs">
        {staffRoleValues.map((role) => (
          <Checkbox key={role} value={role} label={staffRoleLabels[role]} description={staffRoleDescriptions[role]} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
