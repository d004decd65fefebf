import { Anchor, Table, Text } from '@mantine/core';
import type { ShareTotals as Totals, WorkShare } from '@repertoire/contract';
import { formatPercent, shareTotalsExceeded, workRoleLabels } from '@repertoire/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RightsHolderName } from '../../../components/rights-holders/rights-holder-name';
import { ShareTotals } from '../../../components/shares/share-totals';
import { paths } from '../../../config/paths';
import { rightTotals } from '../../../components/shares/work-share-lines';

type WorkSharesTableProps = {
  shares: WorkShare[];
  totals: Totals;
  /** Buttons for one line (edit, remove) on the screens that change shares. */
  actions?: (share: WorkShare) => ReactNode;
  empty?: ReactNode;
};

/** A work's rights holders with their role and shares, and the totals per right. */
export function WorkSharesTable({ shares, totals, actions, empty }: WorkSharesTableProps) {
  const exceeded = shareTotalsExceeded(shares);
  return (
    <>
      {shares.length === 0 ? (
        (empty ?? (
          <Text size="sm" c="dimmed">
            No rights holders yet.
          </Text>
        ))
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label="Rights holders and shares" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rights holder</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th ta="right">Performance</Table.Th>
                <Table.Th ta="right">Mechanical</Table.Th>
                {actions ? <Table.Th aria-label="Actions" /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shares.map((share) => (
                <Table.Tr key={share.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.app.rightsHolderDetails.getHref(share.rights_holder.id)} underline="hover" c="inherit">
                      <RightsHolderName rightsHolder={share.rights_holder} withIdentifiers />
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{workRoleLabels[share.role]}</Table.Td>
                  <Table.Td ta="right">{formatPercent(share.performance_share)}</Table.Td>
                  <Table.Td ta="right">{formatPercent(share.mechanical_share)}</Table.Td>
                  {actions ? <Table.Td ta="right">{actions(share)}</Table.Td> : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ShareTotals totals={rightTotals(totals)} problems={exceeded} />
    </>
  );
}
