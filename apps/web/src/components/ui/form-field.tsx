import type { ReactElement } from 'react';
import type { Control, FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';

/** What an input that is not a native one (a select, a picker, a radio group) takes of its form field. */
export type FieldBinding<V> = {
  name: string;
  value: V;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  /** The field's message, from the form's checks or the server. */
  error: string | undefined;
};

type FormFieldProps<T extends FieldValues, N extends FieldPath<T>, Transformed> = {
  control: Control<T, unknown, Transformed>;
  name: N;
  render: (field: FieldBinding<FieldPathValue<T, N>>) => ReactElement;
};

/** A form field edited through a controlled input: its value, handlers and error go to the input `render` returns. */
export function FormField<T extends FieldValues, N extends FieldPath<T>, Transformed>({ control, name, render }: FormFieldProps<T, N, Transformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        render({ name: field.name, value: field.value, onChange: field.onChange, onBlur: field.onBlur, error: fieldState.error?.message })
      }
    />
  );
}
