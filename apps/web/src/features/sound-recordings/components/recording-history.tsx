import { Anchor, Group, Stack } from '@mantine/core';
import { soundRecordingEventLabels, soundRecordingFieldLabels } from '@repertoire/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { HistoryTimeline } from '../../../components/ui/history-timeline';
import { QueryState } from '../../../components/ui/loading-state';
import { paths } from '../../../config/paths';
import { useSoundRecordingLogs } from '../api/get-sound-recording-logs';
import { HISTORY_PAGE_SIZE } from '../../../config/constants';

/** The recording's history: its entries of the Sound Recording Logs, newest first, a page at a time. */
export function RecordingHistory({ recordingId }: { recordingId: string }) {
  const [page, setPage] = useState(1);
  const history = useSoundRecordingLogs({ recording_id: recordingId, page, pageSize: HISTORY_PAGE_SIZE });
  return (
    <QueryState query={history}>
      {(result) => (
        <Stack gap="sm">
          {/* The server writes changed values as the member reads them (ISRC with dashes, mm:ss, labels). */}
          <HistoryTimeline
            entries={result.data}
            eventLabels={soundRecordingEventLabels}
            fieldLabels={soundRecordingFieldLabels}
            meta={result.meta}
            onPageChange={setPage}
          />
          {result.data.length > 0 ? (
            <Group>
              <Anchor component={Link} to={paths.app.soundRecordingLogs.getHref({ recordingId })} size="sm">
                Open in the Sound Recording Logs
              </Anchor>
            </Group>
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}
