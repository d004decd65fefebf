import { Stack, Text, Textarea, type TextareaProps } from '@mantine/core';
import type { Control, FieldPath, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';

/** The counter appears once this share of the limit is used: far from it, it is noise. */
const COUNTER_FROM = 0.8;

type LongTextFieldProps<T extends FieldValues, N extends FieldPath<T>, Transformed> = Omit<TextareaProps, 'name' | 'maxLength' | 'onChange' | 'onBlur'> &
  UseFormRegisterReturn<N> & {
    control: Control<T, unknown, Transformed>;
    /** The contract's limit: over it the form's check refuses the text with the contract's message. */
    maxLength: number;
  };

/**
 * A text area for a member's long text (a message, a description, a reason) with a limit. The
 * browser's own `maxlength` would cut a pasted text at the limit without a word; here the text
 * stays whole, a counter shows near the limit, and sending more is refused by the form's check.
 */
export function LongTextField<T extends FieldValues, N extends FieldPath<T>, Transformed>({ control, maxLength, ...textarea }: LongTextFieldProps<T, N, Transformed>) {
  const value: unknown = useWatch({ control, name: textarea.name });
  const length = typeof value === 'string' ? value.length : 0;
  const isOver = length > maxLength;
  return (
    <Stack gap={4}>
      <Textarea {...textarea} />
      {length >= maxLength * COUNTER_FROM ? (
        <Text size="xs" c={isOver ? 'red' : 'dimmed'} ta="right" aria-live="polite">
          {length.toLocaleString('en-GB')} of {maxLength.toLocaleString('en-GB')} characters
          {isOver ? `: ${(length - maxLength).toLocaleString('en-GB')} too many` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}
