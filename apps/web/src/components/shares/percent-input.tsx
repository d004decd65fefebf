import { NumberInput } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';
import { FULL_SHARE_PERCENT } from '@repertoire/contract';

/**
 * A share in percent with two decimals, as the API takes it (33.33). Values are not
 * clamped: a share above 100 stays visible so the form can say what is wrong with it.
 */
export function PercentInput(props: NumberInputProps) {
  return (
    <NumberInput
      decimalScale={2}
      allowNegative={false}
      min={0}
      max={FULL_SHARE_PERCENT}
      clampBehavior="none"
      step={1}
      hideControls
      rightSection="%"
      rightSectionPointerEvents="none"
      inputMode="decimal"
      {...props}
    />
  );
}
