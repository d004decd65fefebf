import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  musicalWorkFieldLabels,
  reviewKindLabels,
  reviewKindValues,
  soundRecordingFieldLabels,
  type RegistrationReview,
  type ReviewKind,
} from '@repertoire/contract';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { AuditChangeList } from '../../../components/ui/audit-change-list';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/loading-state';
import { NotFound } from '../../../components/ui/not-found';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useRegistrationReview } from '../api/get-registration-review';
import { DecisionPanel } from './decision-panel';
import { RegistrationFields } from './registration-fields';
import { formatIdentifier } from './review-queue-screen';
import { EmptyCell } from '../../../components/ui/empty-cell';
import { IdentifierText } from '../../../components/ui/identifier-text';

const fieldLabels: Record<ReviewKind, Readonly<Record<string, string>>> = {
  'musical-works': musicalWorkFieldLabels,
  'sound-recordings': soundRecordingFieldLabels,
};

const isReviewKind = (value: string | undefined): value is ReviewKind => (reviewKindValues as readonly (string | undefined)[]).includes(value);

/** `/staff/review/:kind/:id`: one item in review, its checks and the decision. */
export function RegistrationReviewScreen() {
  const { kind, id = '' } = useParams();
  if (!isReviewKind(kind)) return <NotFound />;
  return <Review kind={kind} id={id} />;
}

function Review({ kind, id }: { kind: ReviewKind; id: string }) {
  const query = useRegistrationReview(kind, id);
  const navigate = useNavigate();
  const backToQueue = (
    <Button component={Link} to={paths.staff.reviewQueue.getHref()} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
      Back to the review queue
    </Button>
  );
  return (
    <QueryState query={query} notFound={{ noun: reviewKindLabels[kind].toLowerCase(), description: 'The link may be wrong.', back: { label: 'the review queue', href: paths.staff.reviewQueue.getHref() } }}>
      {(review) => (
        <>
          <PageHeader title={review.item.title} description={<Summary review={review} />} actions={backToQueue} />
          <Stack gap="lg">
            {review.item.status === 'submitted' ? (
              <SectionCard title="Decision">
                <DecisionPanel review={review} onDecided={() => void navigate(paths.staff.reviewQueue.getHref())} />
              </SectionCard>
            ) : (
              <Alert color="gray" variant="light" title="Not in review">
                This item is no longer waiting for a decision.
              </Alert>
            )}
            {review.is_change ? (
              <SectionCard title="What the change changes" description="Registered version → proposed version.">
                <AuditChangeList changes={review.changes} fieldLabels={fieldLabels[kind]} />
              </SectionCard>
            ) : null}
            <IdentifierCheck review={review} />
            <RegistrationFields review={review} />
            <Duplicates review={review} />
          </Stack>
        </>
      )}
    </QueryState>
  );
}

function Summary({ review }: { review: RegistrationReview }) {
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <Badge component="span" variant="light">
        {reviewKindLabels[review.kind]}
      </Badge>
      {review.is_change ? (
        <Badge component="span" variant="light" color="grape">
          Change to a registered item
        </Badge>
      ) : null}
      <Text span size="sm" c="dimmed">
        from {review.member.name} ({review.member.email}) · submitted {formatDate(review.submitted_at)} ({formatRelativeTime(review.submitted_at)})
        {review.imported_from ? ` · imported from ${review.imported_from.file_name} on ${formatDate(review.imported_from.imported_at)}` : null}
      </Text>
    </span>
  );
}

function IdentifierCheck({ review }: { review: RegistrationReview }) {
  const check = review.identifier_check;
  return (
    <SectionCard title={`${check.label} check`}>
      {check.value === null ? (
        <Text size="sm">
          No {check.label} given.{review.kind === 'musical-works' ? ' You can give the one the ISWC agency allocated as you approve the work.' : ''}
        </Text>
      ) : (
        <Text size="sm">
          <IdentifierText>{formatIdentifier(review.kind, check.value)}</IdentifierText>{' '}
          {check.is_valid ? 'is well formed, with a valid check digit.' : 'is not valid: its format or check digit is wrong.'}
        </Text>
      )}
      {check.registered_elsewhere ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />}>
          {check.registered_elsewhere}
        </Alert>
      ) : check.value ? (
        <Text size="sm" c="dimmed">
          No other registered item holds it.
        </Text>
      ) : null}
    </SectionCard>
  );
}

type Duplicate = RegistrationReview['duplicates'][number];

/** The possible duplicates as a table (cards on phones): each with why it looks like this one. */
function duplicateColumns(review: RegistrationReview, parties: string): DataTableColumn<Duplicate>[] {
  return [
    {
      key: 'title',
      header: 'Title',
      // Staff compare the two where they read every registration: the duplicate's own review page.
      render: (duplicate) => (
        <Anchor component={Link} to={paths.staff.registrationReview.getHref(review.kind, duplicate.id)} fw={500}>
          {duplicate.title}
        </Anchor>
      ),
    },
    {
      key: 'identifier',
      header: review.identifier_check.label,
      render: (duplicate) => (
        duplicate.identifier ? <IdentifierText>{formatIdentifier(review.kind, duplicate.identifier)}</IdentifierText> : <EmptyCell />
      ),
    },
    { key: 'parties', header: parties, render: (duplicate) => duplicate.parties.join(', ') || '—' },
    {
      key: 'why',
      header: 'Why',
      render: (duplicate) => (
        <Group gap={4}>
          {duplicate.same_identifier ? (
            <Badge color="red" variant="light">
              Same {review.identifier_check.label}
            </Badge>
          ) : null}
          {duplicate.title_similarity > 0 ? <Badge variant="light">Title {Math.round(duplicate.title_similarity * 100)}% alike</Badge> : null}
          {duplicate.shared_parties.length > 0 ? <Badge variant="light">Shares {duplicate.shared_parties.join(', ')}</Badge> : null}
        </Group>
      ),
    },
    { key: 'registered', header: 'Registered', noWrap: true, render: (duplicate) => formatDate(duplicate.registered_at) },
  ];
}

function Duplicates({ review }: { review: RegistrationReview }) {
  const parties = review.kind === 'musical-works' ? 'Writers' : 'Artists';
  return (
    <SectionCard title="Possible duplicates" description={`Registered items with the same ${review.identifier_check.label}, or a similar title and ${parties.toLowerCase()} in common.`}>
      {review.duplicates.length === 0 ? (
        <Text size="sm">No registered item looks like this one.</Text>
      ) : (
        <DataTable
          label="Possible duplicates"
          columns={duplicateColumns(review, parties)}
          rows={review.duplicates}
          getRowKey={(duplicate) => duplicate.id}
          minWidth={560}
          empty={null}
        />
      )}
    </SectionCard>
  );
}

