import { Alert, Anchor, Badge, Stack, Text } from '@mantine/core';
import { paymentStateLabels, type Payment, type PaymentState } from '@repertoire/contract';
import { IconBuildingBank, IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedQueryTable } from '../../../components/ui/paged-query-table';
import { paths } from '../../../config/paths';
import { formatDate, formatMinorUnits } from '../../../lib/format';
import { useCarriedForward } from '../api/get-carried-forward';
import { usePayments } from '../api/get-payments';

const stateColors: Record<PaymentState, string> = { due: 'blue', waiting_for_bank_details: 'orange', in_file: 'green' };

const columns: DataTableColumn<Payment>[] = [
  {
    key: 'distribution',
    header: 'Distribution',
    render: (payment) => (
      <Text size="sm" fw={500}>
        {payment.distribution_name}
      </Text>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    render: (payment) => (
      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatMinorUnits(payment.amount, payment.currency)}
      </Text>
    ),
  },
  {
    key: 'state',
    header: 'State',
    render: (payment) => (
      <Badge variant="light" color={stateColors[payment.state]}>
        {paymentStateLabels[payment.state]}
      </Badge>
    ),
  },
  // No account yet: no value, so a phone's card leaves the label out rather than show it empty.
  { key: 'account', header: 'Account', visibleFrom: 'sm', render: (payment) => payment.account },
  { key: 'date', header: 'Date', visibleFrom: 'sm', noWrap: true, render: (payment) => formatDate(payment.sent_at ?? payment.created_at) },
];

/** The balances below the minimum, one line: "Carried forward to your next payment: €3.00, £1.20". */
function CarriedForwardLine() {
  const carried = useCarriedForward();
  const amounts = (carried.data ?? []).filter((balance) => balance.amount !== '0');
  if (amounts.length === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      Carried forward until it reaches the minimum payment: {amounts.map((balance) => formatMinorUnits(balance.amount, balance.currency)).join(', ')}
    </Text>
  );
}

/**
 * `/payments`: what the society pays the member from each closed distribution, per currency, and where each payment
 * stands (docs/domain.md#payments); a payment waiting for bank details leads to them.
 */
export function PaymentsScreen() {
  const [page, setPage] = useState(1);
  const payments = usePayments({ page });
  const isWaiting = payments.data?.data.some((payment) => payment.state === 'waiting_for_bank_details') ?? false;
  return (
    <Stack gap="lg">
      <PageHeader title="Payments" description="What the society pays you from each distribution, and where each payment stands" />
      {isWaiting ? (
        <Alert color="orange" icon={<IconBuildingBank size={18} />} title="A payment is waiting for your bank details">
          <Anchor component={Link} to={paths.app.bankDetails.getHref()} size="sm">
            Add your bank details
          </Anchor>{' '}
          and it goes out in the next payment run.
        </Alert>
      ) : null}
      <CarriedForwardLine />
      <PagedQueryTable
        label="Your payments"
        columns={columns}
        query={payments}
        getRowKey={(payment) => payment.id}
        onPageChange={setPage}
        empty={
          <EmptyState
            icon={<IconCash size={28} />}
            title="No payments yet"
            description="When a closed distribution brings what you have earned to the minimum payment, the payment appears here and you are told when it is on its way."
          />
        }
      />
    </Stack>
  );
}
