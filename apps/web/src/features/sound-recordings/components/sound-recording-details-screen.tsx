import { Alert, Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { LinkedMusicalWork, SoundRecordingDetails } from '@repertoire/contract';
import {
  canDeleteRegistration,
  canEditRegistration,
  canSubmitRegistration,
  contentTypeLabels,
  formatDuration,
  formatIsrc,
  formatIswc,
  formatPercent,
  performerRoleLabels,
} from '@repertoire/contract';
import { IconAlertTriangle, IconArrowLeft, IconEdit, IconSend, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { RightsHolderName } from '../../../components/rights-holders/rights-holder-name';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { DetailField, NoValue } from '../../../components/ui/detail-field';
import { PageHeader } from '../../../components/ui/page-header';
import { RegistrationStatusBadge } from '../../../components/ui/registration-status-badge';
import { ShareTotals } from '../../../components/ui/share-totals';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { findCountry, useCountries } from '../../../lib/countries';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useDeleteSoundRecording } from '../api/delete-sound-recording';
import { useSubmitSoundRecording } from '../api/submit-sound-recording';
import { useUpdateSoundRecording } from '../api/update-sound-recording';
import { recordingFormValues } from '../utils/recording-form';
import { OWNERSHIP_TOTAL_LABEL } from './ownership-editor';
import { RecordingHistory } from './recording-history';
import { RecordingLoader } from './recording-loader';
import { SoundRecordingForm } from './sound-recording-form';

/** `/sound-recording/details/:soundrecordingId`, and with `?edit=1` its edit form. */
export function SoundRecordingDetailsScreen() {
  const { soundrecordingId: id = '' } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <RecordingLoader id={id}>
      {(recording) =>
        searchParams.get('edit') === '1' && canEditRegistration(recording.status) ? (
          <EditSoundRecording recording={recording} />
        ) : (
          <RecordingDetails recording={recording} />
        )
      }
    </RecordingLoader>
  );
}

function EditSoundRecording({ recording }: { recording: SoundRecordingDetails }) {
  const update = useUpdateSoundRecording();
  const navigate = useNavigate();
  const detailsHref = paths.app.soundRecordingDetails.getHref(recording.id);
  const isRegistered = recording.status === 'registered';
  return (
    <>
      <PageHeader title={`Edit “${recording.title}”`} />
      <SoundRecordingForm
        defaultValues={recordingFormValues(recording)}
        submitLabel={isRegistered ? 'Save and send for review' : 'Save draft'}
        cancelHref={detailsHref}
        notice={
          isRegistered ? (
            <Alert color="blue" title="This recording is registered">
              Saving your changes sends it back to the society for review.
            </Alert>
          ) : null
        }
        onSave={async (changes) => {
          const saved = await update.mutateAsync({ id: recording.id, changes });
          notifySuccess(saved.status === 'submitted' ? `“${saved.title}” was saved and sent for review.` : `“${saved.title}” was saved.`);
          await navigate(detailsHref);
        }}
      />
    </>
  );
}

/** The member's own work opens its details; another member's registered work opens in the registry search. */
function linkedWorkHref(work: LinkedMusicalWork): string {
  if (work.is_own) return paths.app.musicalWorkDetails.getHref(work.id);
  return paths.app.musicalWorkSearch.getHref(work.iswc ? { iswc: work.iswc } : { q: work.title });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const orNone = (value: ReactNode) => (value === null || value === undefined || value === '' ? <NoValue /> : value);

function CountryName({ code }: { code: string | null }) {
  const countries = useCountries();
  if (!code) return <NoValue />;
  return <>{findCountry(countries.data, code)?.name ?? code}</>;
}

function RecordingDetails({ recording }: { recording: SoundRecordingDetails }) {
  return (
    <>
      <PageHeader
        title={recording.version ? `${recording.title} (${recording.version})` : recording.title}
        description={
          <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
            <RegistrationStatusBadge status={recording.status} />
            <Text span size="sm" c="dimmed">
              {recording.isrc ? `ISRC ${formatIsrc(recording.isrc)}` : 'No ISRC yet'} · last change {formatDate(recording.updated_at)} (
              {formatRelativeTime(recording.updated_at)})
            </Text>
          </span>
        }
        actions={
          <Button component={Link} to={paths.app.soundRecordings.getHref()} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            Sound Recordings
          </Button>
        }
      />
      <Stack gap="lg">
        <RecordingActions recording={recording} />

        {recording.status === 'rejected' && recording.rejection_reason ? (
          <Alert color="red" title="The society rejected this registration">
            {recording.rejection_reason}
          </Alert>
        ) : null}
        {recording.status === 'submitted' ? (
          <Alert color="blue" title="In review">
            The society is reviewing this recording. It cannot be changed until they decide.
          </Alert>
        ) : null}
        {recording.warnings.length > 0 && recording.status !== 'registered' ? (
          <Alert color="yellow" title="Before you can submit for registration" icon={<IconAlertTriangle size={18} />}>
            <List size="sm">
              {recording.warnings.map((warning) => (
                <List.Item key={warning}>{warning}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}

        <Section title="The recording">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <DetailField label="Title">{recording.title}</DetailField>
            <DetailField label="Version">{orNone(recording.version)}</DetailField>
            <DetailField label="ISRC">{recording.isrc ? formatIsrc(recording.isrc) : <NoValue />}</DetailField>
            <DetailField label="Main artists">{orNone(recording.main_artists.join(', '))}</DetailField>
            <DetailField label="Featured artists">{orNone(recording.featured_artists.join(', '))}</DetailField>
            <DetailField label="Content type">{contentTypeLabels[recording.content_type]}</DetailField>
            <DetailField label="Duration">{recording.duration === null ? <NoValue /> : formatDuration(recording.duration)}</DetailField>
            <DetailField label="Genre">{orNone(recording.genre)}</DetailField>
            <DetailField label="Country of recording">
              <CountryName code={recording.recording_country} />
            </DetailField>
            <DetailField label="Country of commissioning">
              <CountryName code={recording.commissioning_country} />
            </DetailField>
            <DetailField label="Added">{formatDate(recording.created_at)}</DetailField>
            <DetailField label="Submitted">{recording.submitted_at ? formatDate(recording.submitted_at) : <NoValue />}</DetailField>
            <DetailField label="Registered">{recording.registered_at ? formatDate(recording.registered_at) : <NoValue />}</DetailField>
          </SimpleGrid>
        </Section>

        <Section title="Release">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <DetailField label="Release title">{orNone(recording.release_title)}</DetailField>
            <DetailField label="Release date">{recording.release_date ? formatDate(recording.release_date) : <NoValue />}</DetailField>
            <DetailField label="Record label">{orNone(recording.record_label)}</DetailField>
            <DetailField label="UPC/EAN">{orNone(recording.upc)}</DetailField>
            <DetailField label="℗ year">{orNone(recording.p_year)}</DetailField>
            <DetailField label="℗ owner">{orNone(recording.p_owner)}</DetailField>
          </SimpleGrid>
        </Section>

        <Section title="Musical work">
          {recording.musical_work ? (
            <Text size="sm">
              <Anchor component={Link} to={linkedWorkHref(recording.musical_work)}>
                {recording.musical_work.title}
              </Anchor>
              {recording.musical_work.iswc ? (
                <Text span size="sm" c="dimmed">
                  {' '}
                  · ISWC {formatIswc(recording.musical_work.iswc)}
                </Text>
              ) : null}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              No musical work is linked yet. Edit the recording to choose the work it records.
            </Text>
          )}
        </Section>

        <Section title="Line-up">
          {recording.performers.length === 0 ? (
            <Text size="sm" c="dimmed">
              No performers yet.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table aria-label="Performers" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Performer</Table.Th>
                    <Table.Th>Role</Table.Th>
                    <Table.Th>Instrument or part</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {recording.performers.map((performer) => (
                    <Table.Tr key={performer.id}>
                      <Table.Td>{performer.name}</Table.Td>
                      <Table.Td>{performerRoleLabels[performer.role]}</Table.Td>
                      <Table.Td>{orNone(performer.instrument_or_part)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Section>

        <Section title="Master ownership">
          <Stack gap="sm">
            {recording.ownership.length === 0 ? (
              <Text size="sm" c="dimmed">
                No owners yet.
              </Text>
            ) : (
              <Table aria-label="Master ownership" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Owner</Table.Th>
                    <Table.Th ta="right">Share</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {recording.ownership.map((owner) => (
                    <Table.Tr key={owner.id}>
                      <Table.Td>
                        <RightsHolderName rightsHolder={owner.rights_holder} withIdentifiers />
                      </Table.Td>
                      <Table.Td ta="right">{formatPercent(owner.share)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <ShareTotals totals={[{ label: OWNERSHIP_TOTAL_LABEL, percent: recording.ownership_total }]} />
          </Stack>
        </Section>

        <Section title="History">
          <RecordingHistory recordingId={recording.id} />
        </Section>
      </Stack>
    </>
  );
}

/** The actions that apply to the recording's status: edit, submit, delete a draft. */
function RecordingActions({ recording }: { recording: SoundRecordingDetails }) {
  const submit = useSubmitSoundRecording();
  const remove = useDeleteSoundRecording();
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const canSubmit = canSubmitRegistration(recording.status);
  const hasWarnings = recording.warnings.length > 0;

  const handleSubmit = async () => {
    setSubmitError(null);
    try {
      await submit.mutateAsync(recording.id);
      notifySuccess(`“${recording.title}” was submitted for registration.`);
    } catch (error) {
      setSubmitError(errorMessage(error));
      notifyError(errorMessage(error));
    }
  };

  const handleDelete = async () => {
    try {
      await remove.mutateAsync(recording.id);
      notifySuccess(`“${recording.title}” was deleted.`);
      await navigate(paths.app.soundRecordings.getHref());
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        {canEditRegistration(recording.status) ? (
          <Button
            component={Link}
            to={paths.app.soundRecordingDetails.getHref(recording.id, { edit: true })}
            variant="default"
            leftSection={<IconEdit size={16} />}
          >
            Edit
          </Button>
        ) : null}
        {canSubmit ? (
          <ConfirmButton
            leftSection={<IconSend size={16} />}
            disabled={hasWarnings}
            loading={submit.isPending}
            title="Submit for registration?"
            message="The society will review the recording, its line-up and master ownership. You cannot change it while it is in review."
            confirmLabel="Yes, submit"
            onConfirm={handleSubmit}
          >
            Submit for registration
          </ConfirmButton>
        ) : null}
        {canDeleteRegistration(recording.status) ? (
          <ConfirmButton
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            title="Delete this recording?"
            message={`“${recording.title}”, its line-up and ownership will be deleted. This cannot be undone.`}
            confirmLabel="Yes, delete"
            onConfirm={handleDelete}
          >
            {recording.status === 'draft' ? 'Delete draft' : 'Delete'}
          </ConfirmButton>
        ) : null}
      </Group>
      {canSubmit && hasWarnings ? (
        <Text size="sm" c="dimmed">
          Resolve the points listed below to submit this recording for registration.
        </Text>
      ) : null}
      {submitError ? (
        <Alert color="red" title="The recording could not be submitted" withCloseButton onClose={() => setSubmitError(null)}>
          {submitError}
        </Alert>
      ) : null}
    </Stack>
  );
}
