import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Below the `sm` breakpoint, where the side menu becomes a drawer and tables become cards. Read
 * at once rather than after the first paint (the app renders only in the browser), so a wide
 * screen never flashes the phone layout.
 */
export function useIsPhone(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(width < ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
}
