import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';

// The error page, and its report, load when an error comes: every page would carry them else.
const ErrorPage = lazy(() => import('./error-page').then((module) => ({ default: module.ErrorPage })));

/** The error page (docs/architecture.md#header), for the error boundary and the router. */
export function LazyErrorPage({ error }: { error: unknown }) {
  return (
    <ErrorBoundary fallback={<ErrorWithoutPage />}>
      <Suspense fallback={<PageLoader />}>
        <ErrorPage error={error} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** When the error page's own code cannot come either (the connection is lost): what it says, plainly. */
function ErrorWithoutPage() {
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={520}>
        <Title order={1} size="h2" ta="center">
          Something went wrong
        </Title>
        <Text ta="center">An unexpected error stopped this page, and the connection seems lost: reload the page when it is back.</Text>
        <Anchor href={paths.app.dashboard.getHref()}>Back to Homepage</Anchor>
      </Stack>
    </Center>
  );
}
