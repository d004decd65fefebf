import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import type { RegistrationStatus } from '@repertoire/contract';
import { registrationStatusLabels, registrationStatusValues } from '@repertoire/contract';

/** The filter's value for "every status"; kept out of the URL by useListParams when it is the default. */
export const ALL_STATUSES = 'all';

const options = [
  { value: ALL_STATUSES, label: 'All statuses' },
  ...registrationStatusValues.map((status) => ({ value: status, label: registrationStatusLabels[status] })),
];

/** A status from the URL, or undefined for "all" and anything that is not a status. */
export function parseRegistrationStatus(value: string): RegistrationStatus | undefined {
  return (registrationStatusValues as readonly string[]).includes(value) ? (value as RegistrationStatus) : undefined;
}

type RegistrationStatusFilterProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: RegistrationStatus | undefined;
  /** Called with a status, or ALL_STATUSES. */
  onChange: (value: string) => void;
};

/** The status filter of the works' and the recordings' lists. */
export function RegistrationStatusFilter({ value, onChange, ...props }: RegistrationStatusFilterProps) {
  return (
    <Select
      label="Status"
      w={180}
      allowDeselect={false}
      {...props}
      data={options}
      value={value ?? ALL_STATUSES}
      onChange={(next) => onChange(next ?? ALL_STATUSES)}
    />
  );
}
