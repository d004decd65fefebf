import { Group, Radio } from '@mantine/core';

type RadioChoicesProps<V extends string> = {
  label: string;
  /** The choices in the order shown, and their labels. */
  values: readonly V[];
  labels: Readonly<Record<V, string>>;
  value: V;
  onChange: (value: V) => void;
  error?: string;
};

/** A few exclusive choices side by side under one label, e.g. a contract's enum with its labels. */
export function RadioChoices<V extends string>({ label, values, labels, value, onChange, error }: RadioChoicesProps<V>) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as V)} error={error}>
      <Group mt="xs">
        {values.map((choice) => (
          <Radio key={choice} value={choice} label={labels[choice]} />
        ))}
      </Group>
    </Radio.Group>
  );
}
