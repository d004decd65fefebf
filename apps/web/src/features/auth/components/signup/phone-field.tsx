import { TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/** The contact phone a sign-up step asks for, in international form. */
export function PhoneField(props: ComponentProps<typeof TextInput>) {
  return <TextInput label="Phone" type="tel" autoComplete="tel" required placeholder="+44 20 7946 0958" {...props} />;
}
