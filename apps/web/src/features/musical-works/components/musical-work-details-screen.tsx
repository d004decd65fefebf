import { Alert, Anchor, Button, Group, List, SimpleGrid, Text } from '@mantine/core';
import type { MusicalWorkDetails, MusicalWorkUpdateData } from '@repertoire/contract';
import { canEditRegistration, formatAlternativeTitle, formatDuration, formatIsrc, formatIswc, musicalWorkFieldLabels, versionTypeLabels } from '@repertoire/contract';
import { IconGavel, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { InDisputeBadge } from '../../../components/disputes/dispute-state-badge';
import { RegistrationDetails } from '../../../components/registration/registration-details';
import { RegistrationDetailsOrEdit, RegistrationEdit } from '../../../components/registration/registration-edit';
import { DetailField, NoValue } from '../../../components/ui/detail-field';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { musicalWorkQueryOptions } from '../../../lib/musical-works/get-musical-work';
import { formatDate } from '../../../lib/format';
import { languageName } from '../../../lib/language-names';
import { useDeleteMusicalWork } from '../api/delete-musical-work';
import { useSubmitMusicalWork } from '../api/submit-musical-work';
import { useUpdateMusicalWork } from '../api/update-musical-work';
import { workFormValues, workVersionValues } from '../utils/work-form';
import { MusicalWorkForm } from './musical-work-form';
import { SocietyAcknowledgements } from './society-acknowledgements';
import { WorkClaims } from './work-claims';
import { WorkHistory } from './work-history';
import { WorkLoader } from './work-loader';
import { WorkSharesTable } from './work-shares-table';

/** `/music-composition/details/:compositionId`, and with `?edit=1` its edit form. */
export function MusicalWorkDetailsScreen() {
  const { compositionId: id = '' } = useParams();
  return (
    <WorkLoader id={id}>
      {(work) => <RegistrationDetailsOrEdit status={work.status} edit={<EditMusicalWork work={work} />} details={<WorkDetails work={work} />} />}
    </WorkLoader>
  );
}

/** The edit form's fields in words: the history's labels, and the share lines as one. */
const workFormLabels = { ...musicalWorkFieldLabels, shares: 'Shares' };

function EditMusicalWork({ work }: { work: MusicalWorkDetails }) {
  const update = useUpdateMusicalWork();
  const queryClient = useQueryClient();
  return (
    <RegistrationEdit
      registration={work}
      noun="work"
      detailsHref={paths.app.musicalWorkDetails.getHref(work.id)}
      update={(changes: MusicalWorkUpdateData, loadedVersion) => update.mutateAsync({ id: work.id, changes: { ...changes, expected_updated_at: loadedVersion } })}
      // Read again even when the cached answer is fresh: it is the version this tab loaded.
      reload={() => queryClient.fetchQuery({ ...musicalWorkQueryOptions(work.id), staleTime: 0 })}
      formValues={workVersionValues}
      fieldLabels={workFormLabels}
    >
      {(form, version) => <MusicalWorkForm defaultValues={workFormValues(version)} {...form} />}
    </RegistrationEdit>
  );
}

/** While a dispute over the work is open its shares wait for it: the registrant cannot change them. */
function InDisputeNotice({ workId }: { workId: string }) {
  return (
    <Alert color="orange" variant="light" aria-label="In dispute">
      <Group gap="sm" wrap="wrap">
        <InDisputeBadge />
        <Text size="sm">Its shares wait for the dispute to settle.</Text>
        <Anchor component={Link} to={paths.app.disputeDetails.getHref(workId)} size="sm">
          Open the dispute
        </Anchor>
      </Group>
    </Alert>
  );
}

/** The work's details; besides the shared actions, a registered work can be disputed, and its registrant answers claims on it. */
function WorkDetails({ work }: { work: MusicalWorkDetails }) {
  const canChangeShares = canEditRegistration(work.status) && !work.in_dispute;
  const submit = useSubmitMusicalWork();
  const remove = useDeleteMusicalWork();
  return (
    <RegistrationDetails
      registration={work}
      title={work.title}
      code={work.iswc ? `ISWC ${formatIswc(work.iswc)}` : 'No ISWC yet'}
      noun="work"
      fieldLabels={musicalWorkFieldLabels}
      list={{ label: 'Musical Works', href: paths.app.musicalWorks.getHref() }}
      actions={{
        editHref: paths.app.musicalWorkDetails.getHref(work.id, { edit: true }),
        submit,
        remove,
        submitMessage: 'The society will review the work and its shares. You cannot change it while it is in review.',
        deleteMessage: `“${work.title}” and its shares will be deleted. This cannot be undone.`,
        children:
          work.status === 'registered' ? (
            <Button component={Link} to={paths.app.openDispute.getHref(work.id)} variant="subtle" color="orange" leftSection={<IconGavel size={16} />}>
              Raise a dispute
            </Button>
          ) : null,
      }}
      history={{ title: 'Change history', content: <WorkHistory workId={work.id} /> }}
    >
      {work.in_dispute ? <InDisputeNotice workId={work.id} /> : null}
      {work.status === 'registered' ? <WorkClaims workId={work.id} workTitle={work.title} /> : null}
      <SectionCard title="The work">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <DetailField label="Title">{work.title}</DetailField>
          <DetailField label="Alternative titles">
            {work.alternative_titles.length ? (
              <List size="sm" listStyleType="none" spacing={2}>
                {work.alternative_titles.map((alternative) => (
                  <List.Item key={`${alternative.type}:${alternative.title}`}>{formatAlternativeTitle(alternative)}</List.Item>
                ))}
              </List>
            ) : (
              <NoValue />
            )}
          </DetailField>
          <DetailField label="ISWC">{work.iswc ? formatIswc(work.iswc) : <NoValue />}</DetailField>
          <DetailField label="Language">{work.is_instrumental ? 'None (instrumental)' : work.language ? languageName(work.language) : <NoValue />}</DetailField>
          <DetailField label="Work code">{work.work_code ?? <NoValue />}</DetailField>
          <DetailField label="Genre">{work.genre ?? <NoValue />}</DetailField>
          <DetailField label="Duration">{work.duration === null ? <NoValue /> : formatDuration(work.duration)}</DetailField>
          <DetailField label="Creation year">{work.creation_year ?? <NoValue />}</DetailField>
          <DetailField label="Version">
            {versionTypeLabels[work.version_type]}
            {work.version_type === 'modification' && work.original_title ? ` of “${work.original_title}”` : ''}
          </DetailField>
          <DetailField label="Lyrics">{work.is_instrumental ? 'Instrumental' : 'With lyrics'}</DetailField>
          <DetailField label="Added">{formatDate(work.created_at)}</DetailField>
          <DetailField label="Submitted">{work.submitted_at ? formatDate(work.submitted_at) : <NoValue />}</DetailField>
          <DetailField label="Registered">{work.registered_at ? formatDate(work.registered_at) : <NoValue />}</DetailField>
        </SimpleGrid>
      </SectionCard>

      <SectionCard
        title="Rights holders and shares"
        actions={
          canChangeShares ? (
            <Button component={Link} to={paths.app.rightsHolderSearch.getHref(work.id)} variant="light" size="xs" leftSection={<IconUserPlus size={14} />}>
              Add rights holder
            </Button>
          ) : null
        }
      >
        <WorkSharesTable shares={work.shares} totals={work.totals} unclaimed={work.unclaimed} />
      </SectionCard>

      <SectionCard title="Sound recordings of this work">
        {work.recordings.length === 0 ? (
          <Text size="sm" c="dimmed">
            No sound recording uses this work yet.{' '}
            <Anchor component={Link} to={paths.app.soundRecordingAdd.getHref()} size="sm">
              Add a sound recording
            </Anchor>
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {work.recordings.map((recording) => (
              <List.Item key={recording.id}>
                <Anchor component={Link} to={paths.app.soundRecordingDetails.getHref(recording.id)} size="sm">
                  {recording.title}
                </Anchor>
                {recording.isrc ? (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    · ISRC {formatIsrc(recording.isrc)}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
        )}
      </SectionCard>

      <SocietyAcknowledgements acknowledgements={work.society_acknowledgements} />
    </RegistrationDetails>
  );
}
