import { Anchor, Badge, Text } from '@mantine/core';
import { claimStatusLabels, formatIswc, formatPercent, workRoleLabels, type ClaimStatus, type WorkClaim } from '@repertoire/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { PagedQueryTable } from '../../../components/ui/paged-query-table';
import { SectionCard } from '../../../components/ui/section-card';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useOwnClaims } from '../api/get-own-claims';
import { useWithdrawClaim } from '../api/withdraw-claim';

const OWN_CLAIMS_PAGE_SIZE = 5;

const statusColors: Record<ClaimStatus, string> = { pending: 'yellow', accepted: 'green', in_dispute: 'orange', withdrawn: 'gray' };

function WithdrawClaimButton({ claim }: { claim: WorkClaim }) {
  const withdraw = useWithdrawClaim();
  const handleWithdraw = async () => {
    try {
      await withdraw.mutateAsync(claim.id);
      notifySuccess(`Your claim on “${claim.work.title}” is withdrawn`);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return (
    <ConfirmButton
      size="xs"
      variant="subtle"
      color="red"
      title="Withdraw this claim?"
      message={`Your claim on “${claim.work.title}” stops waiting for the registrant: it will not join the work's shares.`}
      confirmLabel="Withdraw the claim"
      loading={withdraw.isPending}
      onConfirm={handleWithdraw}
      aria-label={`Withdraw your claim on ${claim.work.title}`}
    >
      Withdraw
    </ConfirmButton>
  );
}

function ClaimStatusCell({ claim }: { claim: WorkClaim }) {
  return (
    <>
      <Badge color={statusColors[claim.status]} variant="light">
        {claimStatusLabels[claim.status]}
      </Badge>
      {claim.status === 'pending' && claim.confirm_by ? (
        <Text size="xs" c="dimmed">
          Joins by itself on {formatDate(claim.confirm_by)}
        </Text>
      ) : null}
      {claim.dispute_id ? (
        <Anchor component={Link} to={paths.app.disputeDetails.getHref(claim.work.id, { dispute: claim.dispute_id })} size="xs" display="block">
          Open the dispute
        </Anchor>
      ) : null}
    </>
  );
}

const columns: DataTableColumn<WorkClaim>[] = [
  {
    key: 'work',
    header: 'Work',
    render: (claim) => (
      <>
        <Text size="sm" fw={500}>
          {claim.work.title}
        </Text>
        {claim.work.iswc ? (
          <Text size="xs" c="dimmed">
            {formatIswc(claim.work.iswc)}
          </Text>
        ) : null}
      </>
    ),
  },
  { key: 'role', header: 'Role', render: (claim) => workRoleLabels[claim.role] },
  {
    key: 'shares',
    header: 'Performance / Mechanical',
    render: (claim) => `${formatPercent(claim.performance_share)} / ${formatPercent(claim.mechanical_share)}`,
  },
  { key: 'status', header: 'Status', render: (claim) => <ClaimStatusCell claim={claim} /> },
  { key: 'claimed', header: 'Claimed', noWrap: true, render: (claim) => formatDate(claim.created_at), visibleFrom: 'md' },
  { key: 'actions', header: 'Actions', render: (claim) => (claim.status === 'pending' ? <WithdrawClaimButton claim={claim} /> : null) },
];

/**
 * The claims the member made on other members' works (GET /claims): a claim within 100% waits
 * for its registrant, one over 100% opened a dispute (docs/decisions/0005). Shown only to members
 * who made one.
 */
export function OwnClaims() {
  const [page, setPage] = useState(1);
  const claims = useOwnClaims({ page, pageSize: OWN_CLAIMS_PAGE_SIZE });
  if (claims.data?.meta?.total === 0) return null;
  return (
    <SectionCard title="Your claims" description="Shares you claimed in works other members registered.">
      <PagedQueryTable query={claims} label="Your claims" columns={columns} getRowKey={(claim) => claim.id} onPageChange={setPage} empty={null} />
    </SectionCard>
  );
}
