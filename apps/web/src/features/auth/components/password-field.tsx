import type { TextInputProps } from '@mantine/core';
import { TextInput, UnstyledButton } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * The login form's password field: Mantine's PasswordInput as members see it elsewhere (an eye
 * in the field shows the password), built from the landing page's own parts. PasswordInput
 * brings ActionIcon and its groups, 2 kB of the page's code for one button. Unlike Mantine's eye,
 * this one is reached by Tab and says what it does.
 */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'rightSection'>) {
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? IconEyeOff : IconEye;
  return (
    <TextInput
      {...props}
      type={isVisible ? 'text' : 'password'}
      rightSection={
        <UnstyledButton
          aria-label={isVisible ? 'Hide the password' : 'Show the password'}
          aria-pressed={isVisible}
          onClick={() => setIsVisible((visible) => !visible)}
          c="dimmed"
          display="flex"
        >
          <Icon size={18} aria-hidden />
        </UnstyledButton>
      }
    />
  );
}
