import { Anchor, SimpleGrid, Table, Text } from '@mantine/core';
import type { LinkedMusicalWork, SoundRecordingDetails, SoundRecordingUpdateData } from '@repertoire/contract';
import {
  contentTypeLabels,
  formatDuration,
  formatIsrc,
  formatIswc,
  formatPercent,
  performerRoleLabels,
  soundRecordingFieldLabels,
} from '@repertoire/contract';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { RegistrationDetails } from '../../../components/registration/registration-details';
import { RegistrationDetailsOrEdit, RegistrationEdit } from '../../../components/registration/registration-edit';
import type { RegistrationNotFound } from '../../../components/registration/registration-loader';
import { RegistrationLoader } from '../../../components/registration/registration-loader';
import { RightsHolderName } from '../../../components/rights-holders/rights-holder-name';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { DataTable } from '../../../components/ui/data-table';
import { CountryName } from '../../../components/ui/country-name';
import { DetailField, NoValue } from '../../../components/ui/detail-field';
import { SectionCard } from '../../../components/ui/section-card';
import { ShareTotals } from '../../../components/shares/share-totals';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useDeleteSoundRecording } from '../api/delete-sound-recording';
import { soundRecordingQueryOptions, useSoundRecording } from '../api/get-sound-recording';
import { useSubmitSoundRecording } from '../api/submit-sound-recording';
import { useUpdateSoundRecording } from '../api/update-sound-recording';
import { OWNERSHIP_TOTAL_LABEL, recordingFormValues } from '../utils/recording-form';
import { RecordingHistory } from './recording-history';
import { SoundRecordingForm } from './sound-recording-form';

const recordingNotFound: RegistrationNotFound = {
  noun: 'sound recording',
  ownPlural: 'recordings',
  list: { label: 'Sound Recordings', href: paths.app.soundRecordings.getHref() },
};

/** `/sound-recording/details/:soundrecordingId`, and with `?edit=1` its edit form. */
export function SoundRecordingDetailsScreen() {
  const { soundrecordingId: id = '' } = useParams();
  return (
    <RegistrationLoader query={useSoundRecording(id)} notFound={recordingNotFound}>
      {(recording) => (
        <RegistrationDetailsOrEdit status={recording.status} edit={<EditSoundRecording recording={recording} />} details={<RecordingDetails recording={recording} />} />
      )}
    </RegistrationLoader>
  );
}

function EditSoundRecording({ recording }: { recording: SoundRecordingDetails }) {
  const update = useUpdateSoundRecording();
  const queryClient = useQueryClient();
  return (
    <RegistrationEdit
      registration={recording}
      noun="recording"
      detailsHref={paths.app.soundRecordingDetails.getHref(recording.id)}
      update={(changes: SoundRecordingUpdateData, loadedVersion) => update.mutateAsync({ id: recording.id, changes: { ...changes, expected_updated_at: loadedVersion } })}
      // Read again even when the cached answer is fresh: it is the version this tab loaded.
      reload={() => queryClient.fetchQuery({ ...soundRecordingQueryOptions(recording.id), staleTime: 0 })}
      formValues={recordingFormValues}
      fieldLabels={soundRecordingFieldLabels}
    >
      {(form, version) => <SoundRecordingForm defaultValues={recordingFormValues(version)} {...form} />}
    </RegistrationEdit>
  );
}

/** The member's own work opens its details; another member's registered work opens in the registry search. */
function linkedWorkHref(work: LinkedMusicalWork): string {
  if (work.is_own) return paths.app.musicalWorkDetails.getHref(work.id);
  return paths.app.musicalWorkSearch.getHref(work.iswc ? { iswc: work.iswc } : { q: work.title });
}

const orNone = (value: ReactNode) => (value === null || value === undefined || value === '' ? <NoValue /> : value);

const performerColumns: DataTableColumn<SoundRecordingDetails['performers'][number]>[] = [
  { key: 'name', header: 'Performer', render: (performer) => performer.name },
  { key: 'role', header: 'Role', render: (performer) => performerRoleLabels[performer.role] },
  { key: 'part', header: 'Instrument or part', render: (performer) => orNone(performer.instrument_or_part) },
];

function RecordingDetails({ recording }: { recording: SoundRecordingDetails }) {
  const submit = useSubmitSoundRecording();
  const remove = useDeleteSoundRecording();
  return (
    <RegistrationDetails
      registration={recording}
      title={recording.version ? `${recording.title} (${recording.version})` : recording.title}
      code={recording.isrc ? `ISRC ${formatIsrc(recording.isrc)}` : 'No ISRC yet'}
      noun="recording"
      fieldLabels={soundRecordingFieldLabels}
      list={recordingNotFound.list}
      actions={{
        editHref: paths.app.soundRecordingDetails.getHref(recording.id, { edit: true }),
        submit,
        remove,
        submitMessage: 'The society will review the recording, its line-up and master ownership. You cannot change it while it is in review.',
        deleteMessage: `“${recording.title}”, its line-up and ownership will be deleted. This cannot be undone.`,
      }}
      history={{ title: 'History', content: <RecordingHistory recordingId={recording.id} /> }}
    >
      <SectionCard title="The recording">
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
      </SectionCard>

      <SectionCard title="Release">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <DetailField label="Release title">{orNone(recording.release_title)}</DetailField>
          <DetailField label="Release date">{recording.release_date ? formatDate(recording.release_date) : <NoValue />}</DetailField>
          <DetailField label="Record label">{orNone(recording.record_label)}</DetailField>
          <DetailField label="UPC/EAN">{orNone(recording.upc)}</DetailField>
          <DetailField label="℗ year">{orNone(recording.p_year)}</DetailField>
          <DetailField label="℗ owner">{orNone(recording.p_owner)}</DetailField>
        </SimpleGrid>
      </SectionCard>

      <SectionCard title="Musical work">
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
      </SectionCard>

      <SectionCard title="Line-up">
        <DataTable
          label="Performers"
          columns={performerColumns}
          rows={recording.performers}
          getRowKey={(performer) => performer.id}
          minWidth={420}
          empty={
            <Text size="sm" c="dimmed">
              No performers yet.
            </Text>
          }
        />
      </SectionCard>

      <SectionCard title="Master ownership">
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
      </SectionCard>
    </RegistrationDetails>
  );
}
