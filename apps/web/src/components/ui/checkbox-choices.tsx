import { Checkbox, Group, SimpleGrid } from '@mantine/core';
import type { MantineSpacing, SimpleGridProps } from '@mantine/core';

type CheckboxChoicesProps<V extends string> = {
  label: string;
  /** The choices in the order shown, and their labels. */
  values: readonly V[];
  labels: Readonly<Record<V, string>>;
  value: V[] | undefined;
  onChange: (value: V[]) => void;
  error?: string;
  required?: boolean;
  /** Space between the choices side by side. */
  gap?: MantineSpacing;
  /** Lays the choices out in a grid of this many columns instead of side by side. */
  columns?: SimpleGridProps['cols'];
};

/** Any number of choices under one label, e.g. a contract's enum with its labels; the checkbox twin of RadioChoices. */
export function CheckboxChoices<V extends string>({ label, values, labels, value, onChange, error, required, gap, columns }: CheckboxChoicesProps<V>) {
  const choices = values.map((choice) => <Checkbox key={choice} value={choice} label={labels[choice]} />);
  return (
    <Checkbox.Group<V> label={label} required={required} value={value ?? []} onChange={onChange} error={error}>
      {columns ? (
        <SimpleGrid cols={columns} mt="xs">
          {choices}
        </SimpleGrid>
      ) : (
        <Group mt="xs" gap={gap}>
          {choices}
        </Group>
      )}
    </Checkbox.Group>
  );
}
