import { Box, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
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

const findShare = (position: Position, line: Line) => position.shares.find((share) => lineKey(share) === lineKey(line));

/** The rights holder and role of a line; kept in view (`sticky`) while the wide table scrolls. */
function LineHeader({ line, sticky = false }: { line: Line; sticky?: boolean }) {
  return (
    <Table.Th scope="row" className={sticky ? classes.sticky : undefined} fw={400}>
      <RightsHolderName rightsHolder={line.rights_holder} />
      <Text size="xs" c="dimmed">
        {workRoleLabels[line.role]}
      </Text>
    </Table.Th>
  );
}

/** A phone's view: one card per column, each with the lines that column holds and its totals. */
function PositionCard({ position, lines }: { position: Position; lines: Line[] }) {
  const held = lines.filter((line) => findShare(position, line));
  return (
    <Paper withBorder radius="md" p="sm">
      <Table aria-label={`${position.name}: shares`} verticalSpacing={6} horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{position.name}</Table.Th>
            <Table.Th ta="right">Perf.</Table.Th>
            <Table.Th ta="right">Mech.</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {held.map((line) => (
            <Table.Tr key={lineKey(line)}>
              <LineHeader line={line} />
              <ShareCell share={findShare(position, line)} right="performance_share" />
              <ShareCell share={findShare(position, line)} right="mechanical_share" />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">Total</Table.Th>
            <TotalCell position={position} right="performance" />
            <TotalCell position={position} right="mechanical" />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Paper>
  );
}

/**
 * The registered shares and every party's position side by side (docs/decisions/0005): a line per
 * rights holder and role any of them names, two figures (performance, mechanical) per column, and
 * the totals of each column, those over 100% in red. A phone shows a card per column instead; a
 * narrow screen scrolls the table sideways with the rights holders kept in view.
 */
export function DisputePositionsTable({ dispute }: { dispute: Pick<DisputeDetails, 'registered_shares' | 'registered_totals' | 'parties'> }) {
  const positions = disputePositions(dispute);
  const lines = positionLines(positions);

  return (
    <>
    <Stack gap="sm" hiddenFrom="sm">
      {positions.map((position) => (
        <PositionCard key={position.key} position={position} lines={lines} />
      ))}
    </Stack>
    <Box visibleFrom="sm">
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
                <LineHeader line={line} sticky />
                {positions.flatMap((position) => {
                  const share = findShare(position, line);
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
    </>
  );
}
