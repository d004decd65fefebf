import { Badge } from '@mantine/core';
import type { SocietyAcknowledgement } from '@repertoire/contract';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { NoValue } from '../../../components/ui/detail-field';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDate } from '../../../lib/format';
import { societyAnswer, societyName } from '../utils/society-acknowledgements';

const TITLE = 'Other societies';

const columns: DataTableColumn<SocietyAcknowledgement>[] = [
  { key: 'society', header: 'Society', render: (answer) => societyName(answer.society_code) },
  {
    key: 'status',
    header: 'Answer',
    render: ({ status }) => {
      const { label, color } = societyAnswer(status);
      return (
        <Badge component="span" variant="light" color={color} tt="none">
          {label} ({status})
        </Badge>
      );
    },
  },
  { key: 'society-work-id', header: 'Their work number', render: (answer) => answer.society_work_id ?? <NoValue /> },
  { key: 'date', header: 'Date', render: (answer) => (answer.date ? formatDate(answer.date) : <NoValue />) },
];

/**
 * What the societies the society sent the work to as CWR answered, the latest from each (docs/cwr.md, "The society
 * sends CWR"); nothing at all before any has answered.
 */
export function SocietyAcknowledgements({ acknowledgements }: { acknowledgements: readonly SocietyAcknowledgement[] }) {
  if (acknowledgements.length === 0) return null;
  return (
    <SectionCard title={TITLE} description="The society sent this work to these societies; their latest answer on it.">
      <DataTable label={TITLE} columns={columns} rows={[...acknowledgements]} getRowKey={(answer) => answer.society_code} empty={null} minWidth={480} />
    </SectionCard>
  );
}
