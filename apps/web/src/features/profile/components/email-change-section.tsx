import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { emailChangeRequest, type EmailChangeRequest } from '@repertoire/contract';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { SectionCard } from '../../../components/ui/section-card';
import { showRefusal } from '../../../lib/form-errors';
import { useRequestEmailChange } from '../api/email-change';

const emptyForm: EmailChangeRequest = { email: '', password: '' };

/**
 * The profile's "E-mail address": a new one is asked for with the password and takes effect once
 * the link mailed to it is opened; the current address is told.
 */
export function EmailChangeSection({ email }: { email: string }) {
  const change = useRequestEmailChange();
  const [editing, setEditing] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<EmailChangeRequest>({ resolver: zodResolver(emailChangeRequest), defaultValues: emptyForm });

  const close = () => {
    form.reset(emptyForm);
    setEditing(false);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await change.mutateAsync(values);
      setSent(result.message);
      close();
    } catch (error) {
      showRefusal(form, error, ['email', 'password']);
    }
  });

  return (
    <SectionCard title="E-mail address" description="Where the society writes to you, and the address you log in with.">
      <Stack gap="md">
        <Text size="sm">
          Your address: <strong>{email}</strong>
        </Text>
        {sent ? (
          <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
            {sent}. Until then you keep logging in with {email}.
          </Alert>
        ) : null}
        {editing ? (
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Change e-mail address">
            <Stack gap="md">
              <TextInput label="New e-mail address" type="email" autoComplete="email" required {...form.register('email')} error={form.formState.errors.email?.message} />
              <PasswordInput
                label="Your password"
                description="So that a session left open cannot move your account"
                autoComplete="current-password"
                required
                {...form.register('password')}
                error={form.formState.errors.password?.message}
              />
              <FormRefusal title="The address was not changed" error={form.formState.errors.root?.server} />
              <Group>
                <Button type="submit" leftSection={<IconMail size={16} />} loading={change.isPending}>
                  Send the confirmation link
                </Button>
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Group>
            <Button variant="default" onClick={() => setEditing(true)}>
              Change e-mail address
            </Button>
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}
