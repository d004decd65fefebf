import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { paths } from '../../../config/paths';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { describeError, reportError } from '../api/report-error';

/**
 * Spec §2 error page. Showing it reports the error (spec §7) and tells the member whether
 * the report arrived. "Back to Homepage" is a plain link: it also works when the error
 * happened outside the router, and a full load resets the broken state.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const reported = useRef<unknown>(null);

  useEffect(() => {
    // Report each error once, even when React runs effects twice in development.
    if (reported.current === error) return;
    reported.current = error;
    reportError({ description: describeError(error), url: window.location.href })
      .then(() => notifySuccess('Error reporting send successfully'))
      .catch(() => notifyError('Error reporting not send'));
  }, [error]);

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={520} w="100%">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconAlertTriangle size={30} />
          </ThemeIcon>
          <Title order={1} size="h2" ta="center">
            Something went wrong
          </Title>
          <Text c="dimmed" ta="center">
            An unexpected error stopped this page. It has been reported to the society's support team.
          </Text>
          <Group justify="center">
            <Button component="a" href={paths.app.dashboard.getHref()} leftSection={<IconHome size={16} />}>
              Back to Homepage
            </Button>
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
              Reload Page
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
