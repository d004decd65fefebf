import { callFile } from '../../../lib/call';
import { useDownloadFile } from '../../../lib/download-file';
import { withMemberTimeZone } from '../../../lib/time-zone';
import type { SoundRecordingLogFilters } from './get-sound-recording-logs';

/** GET /sound-recordings/logs/export: every event matching the filters as CSV, no pages. */
export const exportSoundRecordingLogs = (filters: SoundRecordingLogFilters) =>
  callFile('exportSoundRecordingLogs', { query: withMemberTimeZone(filters) });

/** Fetches the export with the session and hands it to the browser as a download. */
export const useExportSoundRecordingLogs = () =>
  useDownloadFile(exportSoundRecordingLogs, () => `sound-recording-logs-${new Date().toISOString().slice(0, 10)}.csv`);
