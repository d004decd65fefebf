import { Anchor, Button, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { inboxKindLabels, inboxKindValues, supportTopicLabels, type InboxEntry, type InboxKind, type RegistrationKind } from '@repertoire/contract';
import { IconArrowBackUp, IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { DetailField, NoValue } from '../../../components/ui/detail-field';
import { QueryState } from '../../../components/ui/loading-state';
import { NotFound } from '../../../components/ui/not-found';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { StaffSectionLink } from '../../../components/ui/staff-section-link';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useInboxEntry } from '../api/get-inbox-entry';
import { useMarkHandled } from '../api/mark-handled';
import { HandledBadge, SenderName } from './inbox-labels';

/** The work or recording a support request is about, as staff's review page names its kind. */
const reviewKinds: Record<RegistrationKind, string> = { musical_work: 'musical-works', sound_recording: 'sound-recordings' };
const itemNouns: Record<RegistrationKind, string> = { musical_work: 'Musical work', sound_recording: 'Sound recording' };

const isInboxKind = (value: string | undefined): value is InboxKind => (inboxKindValues as readonly (string | undefined)[]).includes(value);

/** `/staff/inbox/:kind/:id`: one error report or support request, to read and mark handled. */
export function InboxEntryScreen() {
  const { kind, id = '' } = useParams();
  if (!isInboxKind(kind)) return <NotFound />;
  return <Entry kind={kind} id={id} />;
}

function Entry({ kind, id }: { kind: InboxKind; id: string }) {
  const query = useInboxEntry(kind, id);
  const back = (
    <Button component={Link} to={paths.staff.inbox.getHref()} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
      Back to the inbox
    </Button>
  );
  return (
    <QueryState query={query} notFound={{ noun: inboxKindLabels[kind].toLowerCase(), description: 'The link may be wrong.', back: { label: 'the inbox', href: paths.staff.inbox.getHref() } }}>
      {(entry) => (
        <>
          <PageHeader title={entry.kind === 'support-requests' ? entry.subject : 'Error report'} description={inboxKindLabels[entry.kind]} actions={back} />
          <Stack gap="lg">
            <SectionCard title="Status" actions={<HandledButton entry={entry} />}>
              <Group>
                <HandledBadge item={entry} />
              </Group>
            </SectionCard>
            <SectionCard title="From">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <DetailField label="Member">
                  {entry.member ? (
                    <StaffSectionLink section="members" to={paths.staff.memberDetails.getHref(entry.member.id)} size="sm">
                      {entry.member.name}
                    </StaffSectionLink>
                  ) : (
                    <SenderName member={null} />
                  )}
                </DetailField>
                <DetailField label="E-mail">{entry.member ? <Anchor href={`mailto:${entry.member.email}`} size="sm">{entry.member.email}</Anchor> : <NoValue />}</DetailField>
                <DetailField label="Received">
                  {formatDate(entry.created_at)} · {formatRelativeTime(entry.created_at)}
                </DetailField>
              </SimpleGrid>
            </SectionCard>
            {entry.kind === 'support-requests' ? (
              <SectionCard title="Message">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <DetailField label="Topic">{supportTopicLabels[entry.topic]}</DetailField>
                  <DetailField label="About">
                    {entry.item ? (
                      <StaffSectionLink section="reviewQueue" to={paths.staff.registrationReview.getHref(reviewKinds[entry.item.kind], entry.item.id)} size="sm">
                        {itemNouns[entry.item.kind]} “{entry.item.title}”
                      </StaffSectionLink>
                    ) : (
                      <NoValue />
                    )}
                  </DetailField>
                </SimpleGrid>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {entry.message}
                </Text>
              </SectionCard>
            ) : (
              <SectionCard title="What broke">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <DetailField label="Page">{entry.url ?? <NoValue />}</DetailField>
                  <DetailField label="Browser">{entry.user_agent ?? <NoValue />}</DetailField>
                </SimpleGrid>
                {/* Wrapped rather than scrolled sideways: a phone reads the whole stack, and a scrolling region would need the keyboard's focus. */}
                <Code block aria-label="Error description" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {entry.description}
                </Code>
              </SectionCard>
            )}
          </Stack>
        </>
      )}
    </QueryState>
  );
}

/** Marks the item handled, or not handled again, and says so. */
function HandledButton({ entry }: { entry: InboxEntry }) {
  const mark = useMarkHandled();
  const isHandled = entry.handled_at !== null;
  const toggle = async () => {
    try {
      await mark.mutateAsync({ kind: entry.kind, id: entry.id, handled: !isHandled });
      notifySuccess(isHandled ? 'Marked as not handled: it is back among the waiting ones' : 'Marked as handled');
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return isHandled ? (
    <Button variant="default" leftSection={<IconArrowBackUp size={16} />} loading={mark.isPending} onClick={() => void toggle()}>
      Mark as not handled
    </Button>
  ) : (
    <Button color="green" leftSection={<IconCheck size={16} />} loading={mark.isPending} onClick={() => void toggle()}>
      Mark as handled
    </Button>
  );
}
