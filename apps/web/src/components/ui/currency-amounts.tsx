import { Stack, Text } from '@mantine/core';
import { formatMinorUnits } from '../../lib/format';

/** An amount of money as the API sends it: whole minor units with the ISO 4217 code of its currency. */
export type CurrencyAmount = { currency: string; amount: string };

/** Amounts in several currencies, one a line: money is kept in its own currency, never converted nor added across. */
export function CurrencyAmounts({ amounts }: { amounts: readonly CurrencyAmount[] }) {
  if (amounts.length === 0) return null;
  return (
    <Stack gap={0}>
      {amounts.map(({ currency, amount }) => (
        <Text key={currency} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMinorUnits(amount, currency)}
        </Text>
      ))}
    </Stack>
  );
}
