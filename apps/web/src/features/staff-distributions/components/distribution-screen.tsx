import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Distribution } from '@repertoire/contract';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useCloseDistribution } from '../api/close-distribution';
import { useDistribution } from '../api/get-distribution';
import { periodText } from '../utils/labels';
import { DistributionPreviewCard } from './distribution-preview';
import { DistributionStateBadge } from './state-badges';
import { UsageFilePanel } from './usage-file-panel';
import { UsageFilesCard } from './usage-files-card';

const distributionsLink = { label: 'the distributions', href: paths.staff.distributions.getHref() };

/** `/staff/distributions/:id`: one distribution, its usage files (`?file=` opens one), its preview, and its closing. */
export function DistributionScreen() {
  const { id = '' } = useParams();
  const query = useDistribution(id);
  return (
    <QueryState query={query} notFound={{ noun: 'distribution', description: 'The link may be wrong.', back: distributionsLink }}>
      {(distribution) => <DistributionPage distribution={distribution} />}
    </QueryState>
  );
}

function DistributionPage({ distribution }: { distribution: Distribution }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const fileId = searchParams.get('file');
  const openFile = (next: string | null) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next) params.set('file', next);
      else params.delete('file');
      return params;
    });
  const isOpen = distribution.state === 'open';

  return (
    <>
      <PageHeader
        title={distribution.name}
        description={
          <Group component="span" gap="xs" wrap="wrap">
            <DistributionStateBadge state={distribution.state} />
            <Text component="span" size="sm" c="dimmed">
              {periodText(distribution)} · {distribution.lines.toLocaleString('en-GB')} {distribution.lines === 1 ? 'line' : 'lines'}
              {distribution.closed_at ? ` · closed ${formatDate(distribution.closed_at)}` : ''}
            </Text>
          </Group>
        }
        actions={
          <Group gap="xs">
            <Button component={Link} to={distributionsLink.href} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
              Distributions
            </Button>
            {isOpen ? <CloseDistributionButton distribution={distribution} /> : null}
          </Group>
        }
      />
      <Stack gap="lg">
        {isOpen ? null : (
          <Alert color="green" icon={<IconLock size={18} />} title="This distribution is closed">
            <Text size="sm">Its split is final and members see it in their statements: its files and lines can no longer change.</Text>
          </Alert>
        )}
        <UsageFilesCard distribution={distribution} onOpenFile={openFile} />
        {fileId ? <UsageFilePanel key={fileId} distribution={distribution} fileId={fileId} onClose={() => openFile(null)} /> : null}
        <DistributionPreviewCard distribution={distribution} />
      </Stack>
    </>
  );
}

/** Closes the distribution after a confirmation that says it is final; a refusal (a file still importing) stays in the dialog. */
function CloseDistributionButton({ distribution }: { distribution: Distribution }) {
  const close = useCloseDistribution();
  const handleConfirm = async () => {
    const { message } = await close.mutateAsync(distribution.id);
    notifySuccess(message);
  };
  return (
    <ConfirmButton
      color="red"
      leftSection={<IconLock size={16} />}
      title={`Close ${distribution.name}?`}
      message="Closing is final: the split as the preview shows it is kept, no file can be added or taken out, and every member with money in it is told their statement is ready. It cannot be reopened."
      confirmLabel="Close the distribution"
      loading={close.isPending}
      onConfirm={handleConfirm}
      refusal={{ title: 'The distribution was not closed', message: close.error ? errorMessage(close.error) : undefined, onClose: close.reset }}
    >
      Close distribution
    </ConfirmButton>
  );
}
