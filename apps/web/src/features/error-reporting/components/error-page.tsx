import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { paths } from '../../../config/paths';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { describeError, reportError } from '../api/report-error';

/**
 * The error page (docs/architecture.md#header). Showing it reports the error and tells the member whether
 * the report arrived. "Back to Homepage" is a plain link: it also works when the error
 * happened outside the router, and a full load resets the broken state.
 */
type ReportState = 'sending' | 'sent' | 'failed';

/** What the page says of the report: only what has happened to it so far. */
const reportSentence: Record<ReportState, string> = {
  sending: "It is being reported to the society's support team.",
  sent: "It has been reported to the society's support team.",
  failed: 'It could not be reported: if it happens again, write to the society from Help.',
};

export function ErrorPage({ error }: { error: unknown }) {
  const reported = useRef<unknown>(null);
  const [report, setReport] = useState<ReportState>('sending');

  useEffect(() => {
    // Report each error once, even when React runs effects twice in development.
    if (reported.current === error) return;
    reported.current = error;
    reportError({ description: describeError(error), url: window.location.href })
      .then(() => {
        setReport('sent');
        notifySuccess('Error reporting send successfully');
      })
      .catch(() => {
        setReport('failed');
        notifyError('Error reporting not send');
      });
  }, [error]);

  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={520} w="100%">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconAlertTriangle size={30} />
          </ThemeIcon>
          <Title order={1} size="h2" ta="center">
            Something went wrong
          </Title>
          <Text c="dimmed" ta="center">
            An unexpected error stopped this page. {reportSentence[report]}
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
