import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useDeferredValue } from 'react';
import { useQueryTimeout } from '../../hooks/use-loading-timeout';
import { errorMessage, isMissingItem, isPermanentFailure } from '../../lib/api-client';
import { ItemNotFound, type MissingItem } from './item-not-found';

export type QueryLike<T> = {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  refetch: () => unknown;
};

export function LoadingTimedOut({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title="This is taking too long">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">The server did not answer within 2 minutes</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Could not load this part of the page">
      <Group justify="space-between" align="center">
        <Text size="sm">{errorMessage(error)}</Text>
        {/* Asking again cannot change a refusal of the request itself (a malformed id, say). */}
        {isPermanentFailure(error) ? null : (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Group>
    </Alert>
  );
}

const defaultLoader = (
  <Center py="xl" role="status" aria-label="Loading">
    <Loader size="sm" />
  </Center>
);

/** A query's loader, which turns into an error with Retry after the 120 s timeout (docs/architecture.md#constants). */
export function PendingState({ query, loader = defaultLoader }: { query: Pick<QueryLike<unknown>, 'isPending' | 'refetch'>; loader?: ReactNode }) {
  const { timedOut, retry } = useQueryTimeout(query);
  return timedOut ? <LoadingTimedOut onRetry={retry} /> : loader;
}

/**
 * Renders a query's three states: a loader (which turns into an error with Retry after
 * the 120 s timeout), the error with Retry, or `children(data)`. A screen that reads one
 * item named by its address passes `notFound`: an id that is unknown, someone else's or not an
 * id at all then shows the item's not-found page rather than an error to retry.
 *
 * The data that has come is rendered as a transition (useDeferredValue): a screen's content,
 * often its largest part, is drawn in slices between which the page answers taps and keys,
 * rather than in one task that holds a phone's main thread. The loader stays until it is ready.
 */
export function QueryState<T>({
  query,
  children,
  loader,
  notFound,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  loader?: ReactNode;
  notFound?: MissingItem;
}) {
  const data = useDeferredValue(query.data);
  if (query.isPending) return <PendingState query={query} loader={loader} />;
  if (notFound && isMissingItem(query.error)) return <ItemNotFound {...notFound} />;
  if (query.error || query.data === undefined) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (data === undefined) return <PendingState query={query} loader={loader} />;
  return children(data);
}
