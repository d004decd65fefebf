import type { AuditValue, RegistrationStatus, VersionType, WorkRole } from '@repertoire/contract';
import {
  formatAuditValue,
  formatDuration,
  formatIswc,
  formatPercent,
  musicalWorkEventLabels,
  musicalWorkFieldLabels,
  registrationStatusLabels,
  versionTypeLabels,
  workRoleLabels,
} from '@repertoire/contract';
import { useState } from 'react';
import { HistoryTimeline } from '../../../components/ui/history-timeline';
import { QueryState } from '../../../components/ui/loading-state';
import { languageName } from '../../../lib/language-names';
import { useMusicalWorkHistory } from '../api/get-musical-work-history';

/** Stored values in the form the details page shows them. */
export function formatWorkValue(field: string, value: AuditValue): string {
  if (value === null) return '';
  if (typeof value === 'string') {
    if (field === 'iswc') return formatIswc(value);
    if (field === 'language') return languageName(value);
    if (field === 'version_type' && value in versionTypeLabels) return versionTypeLabels[value as VersionType];
    if (field === 'status' && value in registrationStatusLabels) return registrationStatusLabels[value as RegistrationStatus];
    if (field === 'role' && value in workRoleLabels) return workRoleLabels[value as WorkRole];
  }
  if (typeof value === 'number') {
    if (field === 'duration') return formatDuration(value);
    if (field === 'performance_share' || field === 'mechanical_share') return formatPercent(value);
  }
  return formatAuditValue(value);
}

/** The work's change history (GET /musical-works/{id}/history), newest first, a page at a time. */
export function WorkHistory({ workId }: { workId: string }) {
  const [page, setPage] = useState(1);
  const history = useMusicalWorkHistory(workId, page);
  return (
    <QueryState query={history}>
      {(result) => (
        <HistoryTimeline
          entries={result.data}
          eventLabels={musicalWorkEventLabels}
          fieldLabels={musicalWorkFieldLabels}
          formatValue={formatWorkValue}
          meta={result.meta}
          onPageChange={setPage}
        />
      )}
    </QueryState>
  );
}
