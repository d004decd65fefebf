import { Alert, Anchor, Button, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MusicalWorkDetails } from '@repertoire/contract';
import { canEditRegistration, formatDuration, formatIsrc, formatIswc, versionTypeLabels } from '@repertoire/contract';
import { IconArrowLeft, IconGavel, IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { RegistrationActions } from '../../../components/registration/registration-actions';
import { RegistrationStatusAlerts } from '../../../components/registration/registration-status-alerts';
import { RegistrationSummary } from '../../../components/registration/registration-summary';
import { DetailField, NoValue } from '../../../components/ui/detail-field';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { languageName } from '../../../lib/language-names';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteMusicalWork } from '../api/delete-musical-work';
import { useSubmitMusicalWork } from '../api/submit-musical-work';
import { useUpdateMusicalWork } from '../api/update-musical-work';
import { workFormValues } from '../utils/work-form';
import { MusicalWorkForm } from './musical-work-form';
import { WorkHistory } from './work-history';
import { WorkLoader } from './work-loader';
import { WorkSharesTable } from './work-shares-table';

/** `/music-composition/details/:compositionId`, and with `?edit=1` its edit form. */
export function MusicalWorkDetailsScreen() {
  const { compositionId: id = '' } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <WorkLoader id={id}>
      {(details) =>
        searchParams.get('edit') === '1' && canEditRegistration(details.status) ? <EditMusicalWork work={details} /> : <WorkDetails work={details} />
      }
    </WorkLoader>
  );
}

function EditMusicalWork({ work }: { work: MusicalWorkDetails }) {
  const update = useUpdateMusicalWork();
  const navigate = useNavigate();
  const detailsHref = paths.app.musicalWorkDetails.getHref(work.id);
  return (
    <>
      <PageHeader title={`Edit “${work.title}”`} />
      <MusicalWorkForm
        defaultValues={workFormValues(work)}
        submitLabel={work.status === 'registered' ? 'Save and send for review' : 'Save draft'}
        cancelHref={detailsHref}
        notice={
          work.status === 'registered' ? (
            <Alert color="blue" title="This work is registered">
              Saving your changes sends it back to the society for review.
            </Alert>
          ) : null
        }
        onSave={async (changes) => {
          const saved = await update.mutateAsync({ id: work.id, changes });
          notifySuccess(`“${saved.title}” was saved.`);
          await navigate(detailsHref);
        }}
      />
    </>
  );
}

function WorkDetails({ work }: { work: MusicalWorkDetails }) {
  const canEdit = canEditRegistration(work.status);
  return (
    <>
      <PageHeader
        title={work.title}
        description={<RegistrationSummary status={work.status} code={work.iswc ? `ISWC ${formatIswc(work.iswc)}` : 'No ISWC yet'} updatedAt={work.updated_at} />}
        actions={
          <Button component={Link} to={paths.app.musicalWorks.getHref()} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            Musical Works
          </Button>
        }
      />
      <Stack gap="lg">
        <WorkActions work={work} />

        <RegistrationStatusAlerts registration={work} noun="work" />

        <SectionCard title="The work">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <DetailField label="Title">{work.title}</DetailField>
            <DetailField label="Alternative titles">{work.alternative_titles.length ? work.alternative_titles.join(', ') : <NoValue />}</DetailField>
            <DetailField label="ISWC">{work.iswc ? formatIswc(work.iswc) : <NoValue />}</DetailField>
            <DetailField label="Language">{work.is_instrumental ? 'None (instrumental)' : work.language ? languageName(work.language) : <NoValue />}</DetailField>
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
            canEdit ? (
              <Button component={Link} to={paths.app.rightsHolderSearch.getHref(work.id)} variant="light" size="xs" leftSection={<IconUserPlus size={14} />}>
                Add rights holder
              </Button>
            ) : null
          }
        >
          <WorkSharesTable shares={work.shares} totals={work.totals} />
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

        <SectionCard title="Change history">
          <WorkHistory workId={work.id} />
        </SectionCard>
      </Stack>
    </>
  );
}

/** The shared registration actions, and a dispute once the work is registered. */
function WorkActions({ work }: { work: MusicalWorkDetails }) {
  const submit = useSubmitMusicalWork();
  const remove = useDeleteMusicalWork();
  return (
    <RegistrationActions
      registration={work}
      noun="work"
      editHref={paths.app.musicalWorkDetails.getHref(work.id, { edit: true })}
      listHref={paths.app.musicalWorks.getHref()}
      submit={submit}
      remove={remove}
      submitMessage="The society will review the work and its shares. You cannot change it while it is in review."
      deleteMessage={`“${work.title}” and its shares will be deleted. This cannot be undone.`}
    >
      {work.status === 'registered' ? (
        <Button component={Link} to={paths.app.openDispute.getHref(work.id)} variant="subtle" color="orange" leftSection={<IconGavel size={16} />}>
          Raise a dispute
        </Button>
      ) : null}
    </RegistrationActions>
  );
}
