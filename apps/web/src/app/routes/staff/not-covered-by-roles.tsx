import { staffRoleLabels } from '@repertoire/contract';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useStaffRoles } from '../../../lib/staff-roles';

/** What a staff member sees at the address of a console section their roles do not cover (the server refuses its calls too). */
export function NotCoveredByRoles() {
  useDocumentTitle('Not part of your roles · Repertoire');
  const roles = useStaffRoles();
  return (
    <Center py={80}>
      <Stack align="center" gap="sm">
        <Text c="dimmed" fw={700} size="xl">
          403
        </Text>
        <Title order={1} size="h2">
          Not part of your roles
        </Title>
        <Text c="dimmed" ta="center" maw={460}>
          Your staff roles ({roles.map((role) => staffRoleLabels[role]).join(', ')}) do not cover this part of the console. An administrator can
          change your roles.
        </Text>
        <Button component={Link} to={paths.staff.home.getHref()} mt="sm">
          Back to the console
        </Button>
      </Stack>
    </Center>
  );
}
