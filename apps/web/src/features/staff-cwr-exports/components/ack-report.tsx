import { List, Stack, Table, Text, Title } from '@mantine/core';
import type { CwrAckImport } from '@repertoire/contract';
import type { ReactNode } from 'react';
import { CountsGrid } from '../../../components/ui/counts-grid';
import { acknowledgementStatusText } from '../utils/labels';

const lineText = (line: number | null) => (line === null ? 'The file' : `Line ${line.toLocaleString('en-GB')}`);

/** What reading a society's ACK did: its figures, then what matched nothing, the ISWCs refused and the reader's problems. */
export function AckReport({ imported }: { imported: CwrAckImport }) {
  const { report } = imported;
  return (
    <Stack gap="md" aria-label={`Report of ${imported.file_name}`} role="region">
      <Text size="sm">
        Read <strong>{imported.file_name}</strong>.
      </Text>
      <CountsGrid
        label="What the acknowledgement did"
        counts={[
          { label: 'Transactions read', value: report.transactions },
          { label: 'Matched', value: report.matched },
          { label: 'Matched by work number', value: report.matched_by_work_number },
          { label: 'ISWCs set', value: report.iswcs_set },
          { label: 'Conflicts opened', value: report.conflicts_opened, color: report.conflicts_opened > 0 ? 'red.8' : undefined },
          { label: 'Unmatched records', value: report.unmatched.length, color: report.unmatched.length > 0 ? 'red.8' : undefined },
          { label: 'Invalid ISWCs', value: report.invalid_iswcs.length, color: report.invalid_iswcs.length > 0 ? 'red.8' : undefined },
          { label: 'Problems', value: report.problems.length, color: report.problems.length > 0 ? 'red.8' : undefined },
        ]}
      />
      {report.conflicts_opened > 0 ? (
        <Text size="sm">Each conflict (CO) opened a case in the staff inbox, on the work, for its member.</Text>
      ) : null}
      {report.unmatched.length ? (
        <ReportPart title="Unmatched records" description="ACK records that answer no transaction of this export.">
          <Table aria-label="Unmatched records" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th>Group, transaction</Table.Th>
                <Table.Th>Work number</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.unmatched.map((record) => (
                <Table.Tr key={record.line}>
                  <Table.Td>{record.line.toLocaleString('en-GB')}</Table.Td>
                  <Table.Td>{[record.original_group_id, record.original_transaction_sequence].map((n) => n ?? '–').join(', ')}</Table.Td>
                  <Table.Td>{record.submitter_work_number ?? '–'}</Table.Td>
                  <Table.Td>{record.title ?? '–'}</Table.Td>
                  <Table.Td>{record.status ? acknowledgementStatusText(record.status) : '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ReportPart>
      ) : null}
      {report.invalid_iswcs.length ? (
        <ReportPart title="Invalid ISWCs" description="ISWCs whose check digit is wrong: reported, not stored.">
          <List size="sm" spacing={4} listStyleType="none" withPadding={false} aria-label="Invalid ISWCs">
            {report.invalid_iswcs.map((invalid) => (
              <List.Item key={`${invalid.line}-${invalid.iswc}`}>
                {lineText(invalid.line)}: {invalid.iswc}
                {invalid.submitter_work_number ? ` (work number ${invalid.submitter_work_number})` : ''}
              </List.Item>
            ))}
          </List>
        </ReportPart>
      ) : null}
      {report.problems.length ? (
        <ReportPart title="Problems" description="What the reader found wrong in the file and its records.">
          <List size="sm" spacing={4} listStyleType="none" withPadding={false} aria-label="Problems">
            {report.problems.map((problem, index) => (
              <List.Item key={`${problem.line ?? ''}-${index}`}>
                {[lineText(problem.line), problem.record_type, problem.field ? `field ${problem.field}` : null].filter(Boolean).join(', ')}: {problem.message}
              </List.Item>
            ))}
          </List>
        </ReportPart>
      ) : null}
    </Stack>
  );
}

function ReportPart({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      {children}
    </Stack>
  );
}
