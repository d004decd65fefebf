import { Alert, Anchor, Button, Group, List, Select, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { SoundRecordingEvent, SoundRecordingLogEntry } from '@repertoire/contract';
import {
  formatIsrc,
  soundRecordingEventLabels,
  soundRecordingEventValues,
  soundRecordingFieldLabels,
  soundRecordingLogsExportQuery,
} from '@repertoire/contract';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AuditChangeList } from '../../../components/ui/audit-change-list';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { DATE_FORMAT, LOGS_PAGE_SIZE } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, parseDisplayDate } from '../../../lib/format';
import { firstMessageByField } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useListParams } from '../../../lib/use-list-params';
import { useExportSoundRecordingLogs } from '../api/export-sound-recording-logs';
import type { SoundRecordingLogFilters } from '../api/get-sound-recording-logs';
import { useSoundRecordingLogs } from '../api/get-sound-recording-logs';
import { RecordingFilter } from './recording-filter';

const ALL_EVENTS = 'all';
const eventOptions = [
  { value: ALL_EVENTS, label: 'All events' },
  ...soundRecordingEventValues.map((event) => ({ value: event, label: soundRecordingEventLabels[event] })),
];
const parseEvent = (value: string): SoundRecordingEvent | undefined =>
  (soundRecordingEventValues as readonly string[]).includes(value) ? (value as SoundRecordingEvent) : undefined;

const none = (
  <Text size="sm" c="dimmed">
    —
  </Text>
);

const columns: DataTableColumn<SoundRecordingLogEntry>[] = [
  {
    key: 'time',
    header: 'Time',
    width: 130,
    render: (entry) => (
      <Stack gap={0}>
        <Text size="sm">{formatDate(entry.at)}</Text>
        <Text size="xs" c="dimmed" title={entry.at}>
          {formatRelativeTime(entry.at)}
        </Text>
      </Stack>
    ),
  },
  { key: 'actor', header: 'Changed by', render: (entry) => entry.actor_name },
  { key: 'event', header: 'Event', render: (entry) => <Text size="sm" fw={500}>{soundRecordingEventLabels[entry.event]}</Text> },
  {
    key: 'recording',
    header: 'Recording',
    render: ({ recording }) => (
      <Stack gap={0}>
        {recording.is_deleted ? (
          <Text size="sm">
            {recording.title}{' '}
            <Text span size="xs" c="dimmed">
              (deleted)
            </Text>
          </Text>
        ) : (
          <Anchor component={Link} to={paths.app.soundRecordingDetails.getHref(recording.id)} size="sm">
            {recording.title}
          </Anchor>
        )}
        {recording.isrc ? (
          <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {formatIsrc(recording.isrc)}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'changes',
    header: 'Changes',
    render: (entry) =>
      entry.changes.length === 0 && !entry.reason ? (
        none
      ) : (
        <Stack gap={4}>
          {entry.changes.length > 0 ? <AuditChangeList changes={entry.changes} fieldLabels={soundRecordingFieldLabels} /> : null}
          {entry.reason ? <Text size="sm">Reason: {entry.reason}</Text> : null}
        </Stack>
      ),
  },
];

type DateFilterProps = { label: string; value: string; onChange: (value: string) => void; error?: string };

function DateFilter({ label, value, onChange, error }: DateFilterProps) {
  return (
    <DateInput
      label={label}
      placeholder={DATE_FORMAT}
      valueFormat={DATE_FORMAT}
      dateParser={parseDisplayDate}
      clearable
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      w={160}
    />
  );
}

/** `/sound-recording-logs`: every event on the member's recordings, with filters, the app's pagination and a CSV download. */
export function SoundRecordingLogsScreen() {
  const { page, values, setPage, setValues } = useListParams({ recording: '', event: ALL_EVENTS, from: '', to: '' });
  const filters: SoundRecordingLogFilters = {
    recording_id: values.recording || undefined,
    event: parseEvent(values.event),
    from: values.from || undefined,
    to: values.to || undefined,
  };
  // The contract's own check of the filters (dates, their order), before anything is asked of the server.
  const checked = soundRecordingLogsExportQuery.safeParse(filters);
  const filterErrors = checked.success ? new Map<string, string>() : firstMessageByField(checked.error.issues);
  const logs = useSoundRecordingLogs({ ...filters, page, pageSize: LOGS_PAGE_SIZE }, { enabled: checked.success });
  const exportLogs = useExportSoundRecordingLogs();
  const isFiltered = Boolean(filters.recording_id || filters.event || filters.from || filters.to);
  const recordingTitle = filters.recording_id ? logs.data?.data.find((entry) => entry.recording.id === filters.recording_id)?.recording.title : undefined;

  const handleDownload = () =>
    exportLogs.mutate(filters, {
      onSuccess: (filename) => notifySuccess(`The logs were downloaded as ${filename}`),
      onError: (error) => notifyError(errorMessage(error)),
    });

  return (
    <>
      <PageHeader
        title="Sound Recording Logs"
        description="Every change to your recordings: who made it, when, and what changed."
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exportLogs.isPending}
            disabled={!checked.success}
            onClick={handleDownload}
          >
            Download CSV
          </Button>
        }
      />
      <Stack gap="md">
        <Group align="flex-start" gap="sm" wrap="wrap" role="group" aria-label="Filters">
          <RecordingFilter
            label="Recording"
            value={filters.recording_id ?? null}
            valueLabel={recordingTitle}
            onChange={(recordingId) => setValues({ recording: recordingId ?? '' })}
            style={{ flex: '1 1 240px' }}
          />
          <Select
            label="Event"
            data={eventOptions}
            value={filters.event ?? ALL_EVENTS}
            onChange={(value) => setValues({ event: value ?? ALL_EVENTS })}
            allowDeselect={false}
            w={170}
          />
          <DateFilter label="From" value={values.from} onChange={(from) => setValues({ from })} error={filterErrors.get('from')} />
          <DateFilter label="To" value={values.to} onChange={(to) => setValues({ to })} error={filterErrors.get('to')} />
        </Group>
        {checked.success ? (
          <QueryState query={logs}>
            {(result) => (
              <DataTable
                label="Sound recording logs"
                columns={columns}
                rows={result.data}
                getRowKey={(entry) => entry.id}
                meta={result.meta}
                onPageChange={setPage}
                isFetching={logs.isPlaceholderData}
                empty={
                  isFiltered ? (
                    <EmptyState
                      title="No events match"
                      description="Nothing happened to your recordings that matches these filters."
                      action={
                        <Button variant="light" onClick={() => setValues({ recording: '', event: ALL_EVENTS, from: '', to: '' })}>
                          Clear the filters
                        </Button>
                      }
                    />
                  ) : (
                    <EmptyState
                      title="No changes logged yet"
                      description="Every change to your recordings — who made it, when and what changed — will be listed here."
                      action={
                        <Button component={Link} to={paths.app.soundRecordingAdd.getHref()} variant="light">
                          Add a sound recording
                        </Button>
                      }
                    />
                  )
                }
              />
            )}
          </QueryState>
        ) : (
          <Alert color="yellow" title="Check the dates">
            <List size="sm">
              {[...filterErrors.values()].map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </>
  );
}
