import { cwrSocieties, type SocietyAcknowledgement } from '@repertoire/contract';
import { CwrStatusBadge } from '../../../components/cwr/cwr-status-badge';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { NoValue } from '../../../components/ui/detail-field';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDate } from '../../../lib/format';

const TITLE = 'Other societies';

const isKnownSociety = (code: string): code is keyof typeof cwrSocieties => Object.hasOwn(cwrSocieties, code);

/** "PRS (052)"; a society outside the contract's table by its CISAC code alone. */
function societyName(code: string): string {
  return isKnownSociety(code) ? `${cwrSocieties[code]} (${code})` : `Society ${code}`;
}

const columns: DataTableColumn<SocietyAcknowledgement>[] = [
  { key: 'society', header: 'Society', render: (answer) => societyName(answer.society_code) },
  { key: 'status', header: 'Answer', render: (answer) => <CwrStatusBadge status={answer.status} /> },
  { key: 'society-work-id', header: 'Their work number', render: (answer) => answer.society_work_id ?? <NoValue /> },
  { key: 'date', header: 'Date', noWrap: true, render: (answer) => (answer.date ? formatDate(answer.date) : <NoValue />) },
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
