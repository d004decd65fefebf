import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { env } from '../../../config/env';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/loading-state';
import { useSession } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { useHealth } from '../api/get-health';

/** `/test`: a diagnostic page — is the API up, which session is this. */
export function DiagnosticsScreen() {
  const health = useHealth();
  const session = useSession();

  return (
    <>
      <PageHeader
        title="Diagnostics"
        description="What this browser sees of the portal."
        actions={
          <Button variant="default" onClick={() => void health.refetch()} loading={health.isFetching}>
            Check again
          </Button>
        }
      />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group gap="sm">
            <Text fw={600}>API health</Text>
            <QueryState query={health}>
              {(data) => (
                <Badge color="green" variant="light">
                  {data.status} · database {data.database}
                </Badge>
              )}
            </QueryState>
          </Group>
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={200}>API base</Table.Th>
                <Table.Td>{env.apiBaseUrl}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Account kind</Table.Th>
                <Table.Td>{session.data?.user.register_as ?? '—'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Session expires</Table.Th>
                <Table.Td>{session.data ? formatDate(session.data.exp) : '—'}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      </Paper>
    </>
  );
}
