import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatPercent, FULL_SHARE_PERCENT, workRoleLabels, type DisputeDetails, type ShareTotals, type WorkShare } from '@repertoire/contract';
import { RightsHolderName } from '../rights-holders/rights-holder-name';
import classes from './dispute-positions-table.module.css';

/** One column of the table: the registered shares, or a party's position. */
type Position = { key: string; name: string; shares: WorkShare[]; totals: ShareTotals };

/** A line of the table: a rights holder in a role, as any column has them. */
type Line = Pick<WorkShare, 'rights_holder' | 'role'>;

const lineKey = (line: Line) => `${line.rights_holder.id}:${line.role}`;

/** Every rights holder and role any column names, in the order they first appear (registered first). */
export function positionLines(positions: readonly Position[]): Line[] {
  const lines = new Map<string, Line>();
  for (const share of positions.flatMap((position) => position.shares)) {
    if (!lines.has(lineKey(share))) lines.set(lineKey(share), { rights_holder: share.rights_holder, role: share.role });
  }
  return [...lines.values()];
}

export function disputePositions(dispute: Pick<DisputeDetails, 'registered_shares' | 'registered_totals' | 'parties'>): Position[] {
  return [
    { key: 'registered', name: 'Registered', shares: dispute.registered_shares, totals: dispute.registered_totals },
    ...dispute.parties.map((party) => ({ key: party.id, name: party.is_you ? 'You' : party.name, shares: party.shares, totals: party.totals })),
  ];
}

function ShareCell({ share, right }: { share: WorkShare | undefined; right: 'performance_share' | 'mechanical_share' }) {
  return (
    <Table.Td ta="right" className={classes.figure}>
      {share ? formatPercent(share[right]) : <Text span c="dimmed" aria-label="None">–</Text>}
    </Table.Td>
  );
}

function TotalCell({ position, right }: { position: Position; right: 'performance' | 'mechanical' }) {
  const percent = position.totals[right];
  const isOver = percent > FULL_SHARE_PERCENT;
  return (
    <Table.Td ta="right" fw={700} className={classes.figure} c={isOver ? 'red' : undefined} bg={isOver ? 'var(--mantine-color-red-light)' : undefined} data-over={isOver || undefined}>
      {formatPercent(percent)}
      {isOver ? <VisuallyHidden> (over 100%)</VisuallyHidden> : null}
    </Table.Td>
  );
}

/**
 * The registered shares and every party's position side by side (docs/decisions/0005): a line per
 * rights holder and role any of them names, two figures (performance, mechanical) per column, and
 * the totals of each column, those over 100% in red. On a phone the table scrolls sideways and
 * the rights holders stay in view.
 */
export function DisputePositionsTable({ dispute }: { dispute: Pick<DisputeDetails, 'registered_shares' | 'registered_totals' | 'parties'> }) {
  const positions = disputePositions(dispute);
  const lines = positionLines(positions);
  const find = (position: Position, line: Line) => position.shares.find((share) => lineKey(share) === lineKey(line));

  return (
    <Box>
      <Text size="xs" c="dimmed" hiddenFrom="md" mb={4}>
        Scroll sideways to see every party’s shares.
      </Text>
      <Table.ScrollContainer minWidth={320 + positions.length * 180} type="native">
        <Table aria-label="Shares side by side" withColumnBorders verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th rowSpan={2} className={classes.sticky}>
                Rights holder
              </Table.Th>
              {positions.map((position) => (
                <Table.Th key={position.key} colSpan={2} ta="center">
                  {position.name}
                </Table.Th>
              ))}
            </Table.Tr>
            <Table.Tr>
              {positions.flatMap((position) => [
                <Table.Th key={`${position.key}-p`} ta="right" fw={500}>
                  Perf.
                </Table.Th>,
                <Table.Th key={`${position.key}-m`} ta="right" fw={500}>
                  Mech.
                </Table.Th>,
              ])}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={lineKey(line)}>
                <Table.Th scope="row" className={classes.sticky} fw={400}>
                  <RightsHolderName rightsHolder={line.rights_holder} />
                  <Text size="xs" c="dimmed">
                    {workRoleLabels[line.role]}
                  </Text>
                </Table.Th>
                {positions.flatMap((position) => {
                  const share = find(position, line);
                  return [
                    <ShareCell key={`${position.key}-p`} share={share} right="performance_share" />,
                    <ShareCell key={`${position.key}-m`} share={share} right="mechanical_share" />,
                  ];
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" className={classes.sticky}>
                Total
              </Table.Th>
              {positions.flatMap((position) => [
                <TotalCell key={`${position.key}-p`} position={position} right="performance" />,
                <TotalCell key={`${position.key}-m`} position={position} right="mechanical" />,
              ])}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
