import { TextInput } from '@mantine/core';
import { get, useFormContext } from 'react-hook-form';

type RegistrationCodeInputProps = {
  /** The form's field of the code, e.g. "iswc". */
  name: string;
  label: string;
  description: string;
  /** The contract's check of the code and its display form. */
  isValid: (code: string) => boolean;
  format: (code: string) => string;
};

/** A work's ISWC or a recording's ISRC: a valid code typed in any form shows in its display form once the input is left. */
export function RegistrationCodeInput({ name, label, description, isValid, format }: RegistrationCodeInputProps) {
  const { register, setValue, formState } = useFormContext();
  return (
    <TextInput
      label={label}
      description={description}
      {...register(name, {
        onBlur: (event: { target: HTMLInputElement }) => {
          const value = event.target.value;
          if (value.trim() && isValid(value)) setValue(name, format(value));
        },
      })}
      error={(get(formState.errors, name) as { message?: string } | undefined)?.message}
    />
  );
}
