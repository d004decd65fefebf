import type { ButtonProps } from '@mantine/core';

/**
 * Styles for a button whose label is long ("Download acknowledgement (ACK)"): on a phone the label wraps and the
 * button grows to hold it, where Mantine would cut it off at the card's edge.
 */
export const wrappingButtonStyles: ButtonProps['styles'] = {
  root: { height: 'auto', minHeight: 'var(--button-height)' },
  inner: { paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
};
