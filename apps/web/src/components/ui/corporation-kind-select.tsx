import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import type { CorporationKind } from '@repertoire/contract';
import { corporationKindLabels, corporationKindValues } from '@repertoire/contract';

const kindOptions = corporationKindValues.map((value) => ({ value, label: corporationKindLabels[value] }));

type CorporationKindSelectProps = Omit<SelectProps<CorporationKind>, 'data' | 'value' | 'onChange' | 'error' | 'allowDeselect'> & {
  value: CorporationKind | null | undefined;
  onChange: (kind: CorporationKind | undefined) => void;
  /** Any message on the field, from the form's checks or the server, is shown as the one instruction below. */
  error?: string;
};

/** What kind of business a corporate member is; once chosen it can be changed, not cleared. */
export function CorporationKindSelect({ value, onChange, error, ...props }: CorporationKindSelectProps) {
  return (
    <Select
      {...props}
      data={kindOptions}
      value={value ?? null}
      onChange={(kind) => onChange(kind ?? undefined)}
      allowDeselect={false}
      error={error ? 'Choose the kind of business' : undefined}
    />
  );
}
