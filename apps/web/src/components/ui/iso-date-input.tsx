import { DateInput } from '@mantine/dates';
import type { DateInputProps } from '@mantine/dates';
import { DATE_FORMAT } from '../../config/constants';
import { parseDisplayDate } from '../../lib/format';

type IsoDateInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  /** YYYY-MM-DD, or '' for none. */
  value: string | null | undefined;
  onChange: (date: string) => void;
};

/** The calendar's arrows, which otherwise have no name for a screen reader (WCAG 4.1.2); the month and year buttons are named by their text. */
const calendarLabels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

/**
 * A date typed as DD/MM/YYYY or picked from the calendar; its value is the API's YYYY-MM-DD, '' for none. The
 * calendar leaves out the neighbouring months' days and does not colour weekends: both are drawn in tints too pale
 * to read (WCAG 1.4.3), and neither helps to pick a date.
 */
export function IsoDateInput({ value, onChange, ...props }: IsoDateInputProps) {
  return (
    <DateInput
      placeholder={DATE_FORMAT}
      ariaLabels={calendarLabels}
      hideOutsideDates
      weekendDays={[]}
      {...props}
      valueFormat={DATE_FORMAT}
      dateParser={parseDisplayDate}
      value={value || null}
      onChange={(date) => onChange(date ?? '')}
    />
  );
}
