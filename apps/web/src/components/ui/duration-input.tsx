import { TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';

/** A duration typed as mm:ss (or h:mm:ss); read it with the contract's parseDuration / durationTextField. */
export const DurationInput = forwardRef<HTMLInputElement, TextInputProps>(function DurationInput(props, ref) {
  return <TextInput ref={ref} placeholder="mm:ss" inputMode="numeric" autoComplete="off" {...props} />;
});
