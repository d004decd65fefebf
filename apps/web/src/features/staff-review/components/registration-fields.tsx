import { SimpleGrid, Text } from '@mantine/core';
import {
  contentTypeLabels,
  formatAlternativeTitle,
  formatDuration,
  formatIsrc,
  formatIswc,
  formatPercent,
  musicalWorkFieldLabels,
  performerRoleLabels,
  soundRecordingFieldLabels,
  versionTypeLabels,
  workRoleLabels,
  type RegistrationReview,
} from '@repertoire/contract';
import type { ReactNode } from 'react';
import { CountryName } from '../../../components/ui/country-name';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { DetailField, NoValue } from '../../../components/ui/detail-field';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDate } from '../../../lib/format';
import { languageName } from '../../../lib/language-names';

type Field = { label: string; value: ReactNode };

const shown = (value: ReactNode) => (value === null || value === undefined || value === '' ? <NoValue /> : value);
const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : null);

function FieldGrid({ fields }: { fields: Field[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {fields.map((field) => (
        <DetailField key={field.label} label={field.label}>
          {shown(field.value)}
        </DetailField>
      ))}
    </SimpleGrid>
  );
}

/** A small table of an item's lines (shares, performers, owners); cards on phones, like every list. */
function LinesTable({ label, headers, rows }: { label: string; headers: string[]; rows: ReactNode[][] }) {
  const columns: DataTableColumn<{ key: string; cells: ReactNode[] }>[] = headers.map((header, index) => ({
    key: header,
    header,
    render: (row) => shown(row.cells[index]),
  }));
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows.map((cells, index) => ({ key: String(index), cells }))}
      getRowKey={(row) => row.key}
      minWidth={480}
      empty={
        <Text size="sm" c="dimmed">
          None
        </Text>
      }
    />
  );
}

/** "60.00% (40.00% unclaimed)": a work may leave part of a right unclaimed (docs/decisions/0013). */
const totalWithUnclaimed = (total: number, unclaimed: number) => `${formatPercent(total)}${unclaimed > 0 ? ` (${formatPercent(unclaimed)} unclaimed)` : ''}`;

/** Everything the member entered on a work or a recording (a change: the proposed version), as staff review it. */
export function RegistrationFields({ review }: { review: RegistrationReview }) {
  if (review.kind === 'musical-works') {
    const work = review.item;
    const l = musicalWorkFieldLabels;
    return (
      <SectionCard title="What the member entered">
        <FieldGrid
          fields={[
            { label: l.title ?? 'Title', value: work.title },
            { label: l.alternative_titles ?? 'Alternative titles', value: list(work.alternative_titles.map(formatAlternativeTitle)) },
            { label: l.iswc ?? 'ISWC', value: work.iswc ? formatIswc(work.iswc) : null },
            { label: l.language ?? 'Language', value: work.language ? languageName(work.language) : null },
            { label: l.genre ?? 'Genre', value: work.genre },
            { label: l.duration ?? 'Duration', value: work.duration === null ? null : formatDuration(work.duration) },
            { label: l.creation_year ?? 'Creation year', value: work.creation_year },
            { label: l.version_type ?? 'Version', value: versionTypeLabels[work.version_type] },
            { label: l.original_title ?? 'Original title', value: work.original_title },
            { label: l.is_instrumental ?? 'Instrumental', value: work.is_instrumental ? 'Yes' : 'No' },
          ]}
        />
        <LinesTable
          label="Shares"
          headers={['Rights holder', 'Role', 'Performance', 'Mechanical', 'Control']}
          rows={work.shares.map((share) => [
            share.rights_holder.name,
            workRoleLabels[share.role],
            formatPercent(share.performance_share),
            formatPercent(share.mechanical_share),
            share.controlled ? 'Controlled' : 'Not controlled',
          ])}
        />
        <Text size="sm" c="dimmed">
          Totals: performance {totalWithUnclaimed(work.totals.performance, work.unclaimed.performance)}, mechanical{' '}
          {totalWithUnclaimed(work.totals.mechanical, work.unclaimed.mechanical)}
        </Text>
      </SectionCard>
    );
  }
  const recording = review.item;
  const l = soundRecordingFieldLabels;
  return (
    <SectionCard title="What the member entered">
      <FieldGrid
        fields={[
          { label: l.title ?? 'Title', value: recording.title },
          { label: l.version ?? 'Version', value: recording.version },
          { label: l.isrc ?? 'ISRC', value: recording.isrc ? formatIsrc(recording.isrc) : null },
          { label: l.main_artists ?? 'Main artists', value: list(recording.main_artists) },
          { label: l.featured_artists ?? 'Featured artists', value: list(recording.featured_artists) },
          { label: l.content_type ?? 'Content type', value: contentTypeLabels[recording.content_type] },
          { label: l.duration ?? 'Duration', value: recording.duration === null ? null : formatDuration(recording.duration) },
          { label: l.p_year ?? '℗ year', value: recording.p_year },
          { label: l.p_owner ?? '℗ owner', value: recording.p_owner },
          { label: l.release_title ?? 'Release title', value: recording.release_title },
          { label: l.release_date ?? 'Release date', value: recording.release_date ? formatDate(recording.release_date) : null },
          { label: l.record_label ?? 'Record label', value: recording.record_label },
          { label: l.upc ?? 'UPC/EAN', value: recording.upc },
          { label: l.genre ?? 'Genre', value: recording.genre },
          { label: l.recording_country ?? 'Country of recording', value: <CountryName code={recording.recording_country} /> },
          { label: l.commissioning_country ?? 'Country of commissioning', value: <CountryName code={recording.commissioning_country} /> },
          { label: l.musical_work ?? 'Musical work', value: recording.musical_work?.title },
        ]}
      />
      <LinesTable
        label="Performers"
        headers={['Performer', 'Role', 'Instrument or part']}
        rows={recording.performers.map((p) => [p.name, performerRoleLabels[p.role], p.instrument_or_part])}
      />
      <LinesTable label="Master ownership" headers={['Owner', 'Share']} rows={recording.ownership.map((o) => [o.rights_holder.name, formatPercent(o.share)])} />
    </SectionCard>
  );
}
