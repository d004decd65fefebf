import { Alert, Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MusicalWorkDetails } from '@repertoire/contract';
import {
  canDeleteRegistration,
  canEditRegistration,
  canSubmitRegistration,
  formatDuration,
  formatIsrc,
  formatIswc,
  versionTypeLabels,
} from '@repertoire/contract';
import { IconAlertTriangle, IconArrowLeft, IconEdit, IconGavel, IconSend, IconTrash, IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { DetailField, NoValue } from '../../../components/ui/detail-field';
import { PageHeader } from '../../../components/ui/page-header';
import { RegistrationStatusBadge } from '../../../components/ui/registration-status-badge';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { languageName } from '../../../lib/language-names';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { formatRelativeTime } from '../../../lib/relative-time';
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



function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

function WorkDetails({ work }: { work: MusicalWorkDetails }) {
  const canEdit = canEditRegistration(work.status);
  return (
    <>
      <PageHeader
        title={work.title}
        description={
          <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
            <RegistrationStatusBadge status={work.status} />
            <Text span size="sm" c="dimmed">
              {work.iswc ? `ISWC ${formatIswc(work.iswc)}` : 'No ISWC yet'} · last change {formatDate(work.updated_at)} ({formatRelativeTime(work.updated_at)})
            </Text>
          </span>
        }
        actions={
          <Button component={Link} to={paths.app.musicalWorks.getHref()} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            Musical Works
          </Button>
        }
      />
      <Stack gap="lg">
        <WorkActions work={work} />

        {work.status === 'rejected' && work.rejection_reason ? (
          <Alert color="red" title="The society rejected this registration">
            {work.rejection_reason}
          </Alert>
        ) : null}
        {work.status === 'submitted' ? (
          <Alert color="blue" title="In review">
            The society is reviewing this work. It cannot be changed until they decide.
          </Alert>
        ) : null}
        {work.warnings.length > 0 && work.status !== 'registered' ? (
          <Alert color="yellow" title="Before you can submit for registration" icon={<IconAlertTriangle size={18} />}>
            <List size="sm">
              {work.warnings.map((warning) => (
                <List.Item key={warning}>{warning}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}

        <Section title="The work">
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
        </Section>

        <Section
          title="Rights holders and shares"
          actions={
            canEdit ? (
              <Button component={Link} to={paths.app.rightsHolderSearch.getHref(work.id)} variant="light" size="xs" leftSection={<IconUserPlus size={14} />}>
                Add rights holder
              </Button>
            ) : null
          }
        >
          <Stack gap="sm">
            <WorkSharesTable shares={work.shares} totals={work.totals} />
          </Stack>
        </Section>

        <Section title="Sound recordings of this work">
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
        </Section>

        <Section title="Change history">
          <WorkHistory workId={work.id} />
        </Section>
      </Stack>
    </>
  );
}

/** The actions that apply to the work's status: edit, submit, delete a draft, raise a dispute. */
function WorkActions({ work }: { work: MusicalWorkDetails }) {
  const submit = useSubmitMusicalWork();
  const remove = useDeleteMusicalWork();
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const canSubmit = canSubmitRegistration(work.status);
  const hasWarnings = work.warnings.length > 0;

  const handleSubmit = async () => {
    setSubmitError(null);
    try {
      await submit.mutateAsync(work.id);
      notifySuccess(`“${work.title}” was submitted for registration.`);
    } catch (error) {
      setSubmitError(errorMessage(error));
      notifyError(errorMessage(error));
    }
  };

  const handleDelete = async () => {
    try {
      await remove.mutateAsync(work.id);
      notifySuccess(`“${work.title}” was deleted.`);
      await navigate(paths.app.musicalWorks.getHref());
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        {canEditRegistration(work.status) ? (
          <Button component={Link} to={paths.app.musicalWorkDetails.getHref(work.id, { edit: true })} variant="default" leftSection={<IconEdit size={16} />}>
            Edit
          </Button>
        ) : null}
        {canSubmit ? (
          <ConfirmButton
            leftSection={<IconSend size={16} />}
            disabled={hasWarnings}
            loading={submit.isPending}
            title="Submit for registration?"
            message="The society will review the work and its shares. You cannot change it while it is in review."
            confirmLabel="Yes, submit"
            onConfirm={handleSubmit}
          >
            Submit for registration
          </ConfirmButton>
        ) : null}
        {canDeleteRegistration(work.status) ? (
          <ConfirmButton
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            title="Delete this work?"
            message={`“${work.title}” and its shares will be deleted. This cannot be undone.`}
            confirmLabel="Yes, delete"
            onConfirm={handleDelete}
          >
            {work.status === 'draft' ? 'Delete draft' : 'Delete'}
          </ConfirmButton>
        ) : null}
        {work.status === 'registered' ? (
          <Button component={Link} to={paths.app.openDispute.getHref(work.id)} variant="subtle" color="orange" leftSection={<IconGavel size={16} />}>
            Raise a dispute
          </Button>
        ) : null}
      </Group>
      {canSubmit && hasWarnings ? (
        <Text size="sm" c="dimmed">
          Resolve the points listed below to submit this work for registration.
        </Text>
      ) : null}
      {submitError ? (
        <Alert color="red" title="The work could not be submitted" withCloseButton onClose={() => setSubmitError(null)}>
          {submitError}
        </Alert>
      ) : null}
    </Stack>
  );
}
