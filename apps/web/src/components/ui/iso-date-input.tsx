import { DateInput } from '@mantine/dates';
import type { DateInputProps } from '@mantine/dates';
import { DATE_FORMAT } from '../../config/constants';
import { parseDisplayDate } from '../../lib/format';

type IsoDateInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  /** YYYY-MM-DD, or '' for none. */
  value: string | null | undefined;
  onChange: (date: string) => void;
};

/** A date typed as DD/MM/YYYY or picked from the calendar; its value is the API's YYYY-MM-DD, '' for none. */
export function IsoDateInput({ value, onChange, ...props }: IsoDateInputProps) {
  return (
    <DateInput
      placeholder={DATE_FORMAT}
      {...props}
      valueFormat={DATE_FORMAT}
      dateParser={parseDisplayDate}
      value={value || null}
      onChange={(date) => onChange(date ?? '')}
    />
  );
}
