import { useMutation } from '@tanstack/react-query';
import { callFile } from '../../../lib/call';
import { saveFile } from '../../../lib/save-file';
import { withMemberTimeZone } from '../../../lib/time-zone';
import type { SoundRecordingLogFilters } from './get-sound-recording-logs';

/** GET /sound-recordings/logs/export: every event matching the filters as CSV, no pages. */
export const exportSoundRecordingLogs = (filters: SoundRecordingLogFilters) =>
  callFile('exportSoundRecordingLogs', { query: withMemberTimeZone(filters) });

/** Fetches the export with the session and hands it to the browser as a download. */
export function useExportSoundRecordingLogs() {
  return useMutation({
    mutationFn: async (filters: SoundRecordingLogFilters) => {
      const { blob, filename } = await exportSoundRecordingLogs(filters);
      const name = filename ?? `sound-recording-logs-${new Date().toISOString().slice(0, 10)}.csv`;
      saveFile(blob, name);
      return name;
    },
  });
}
