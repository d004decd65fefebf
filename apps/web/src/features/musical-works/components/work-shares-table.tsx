import { Anchor, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { ShareTotals as Totals, WorkShare } from '@repertoire/contract';
import { formatPercent, shareTotalsExceeded, workRoleLabels } from '@repertoire/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RightsHolderName } from '../../../components/rights-holders/rights-holder-name';
import { ShareTotals } from '../../../components/shares/share-totals';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { DataTable } from '../../../components/ui/data-table';
import { paths } from '../../../config/paths';
import { rightTotals } from '../../../components/shares/work-share-lines';

type WorkSharesTableProps = {
  shares: WorkShare[];
  totals: Totals;
  /** What no line holds, per right: said beside each total ("40.00% unclaimed"). */
  unclaimed?: Totals;
  /** Buttons for one line (edit, remove) on the screens that change shares. */
  actions?: (share: WorkShare) => ReactNode;
  empty?: ReactNode;
};

/** A work's rights holders with their role and shares, and the totals per right; on phones each line is a card, its shares in view. */
export function WorkSharesTable({ shares, totals, unclaimed, actions, empty }: WorkSharesTableProps) {
  const exceeded = shareTotalsExceeded(shares);
  const columns: DataTableColumn<WorkShare>[] = [
    {
      key: 'holder',
      header: 'Rights holder',
      render: (share) => (
        <Group gap="xs" wrap="wrap">
          <Anchor component={Link} to={paths.app.rightsHolderDetails.getHref(share.rights_holder.id)} underline="hover" c="inherit">
            <RightsHolderName rightsHolder={share.rights_holder} withIdentifiers />
          </Anchor>
          {share.controlled ? null : <NotControlledBadge />}
        </Group>
      ),
    },
    { key: 'role', header: 'Role', render: (share) => workRoleLabels[share.role] },
    { key: 'performance', header: 'Performance', align: 'right', render: (share) => formatPercent(share.performance_share) },
    { key: 'mechanical', header: 'Mechanical', align: 'right', render: (share) => formatPercent(share.mechanical_share) },
    ...(actions ? [{ key: 'actions', header: <VisuallyHidden>Actions</VisuallyHidden>, align: 'right', card: 'actions', render: actions } satisfies DataTableColumn<WorkShare>] : []),
  ];
  return (
    <>
      <DataTable
        label="Rights holders and shares"
        columns={columns}
        rows={shares}
        getRowKey={(share) => share.id}
        minWidth={520}
        empty={
          empty ?? (
            <Text size="sm" c="dimmed">
              No rights holders yet.
            </Text>
          )
        }
      />
      <ShareTotals totals={rightTotals(totals, unclaimed)} problems={exceeded} />
    </>
  );
}

/** A line the registrant names but does not control (docs/decisions/0013). */
export function NotControlledBadge() {
  return (
    <Badge variant="outline" color="gray" size="sm">
      Not controlled
    </Badge>
  );
}
