import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { individualRoleLabels, individualRoleValues, individualRoles } from '@repertoire/contract';
import type { IndividualRole } from '@repertoire/contract';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { AuthLayout } from '../../../../components/layouts/auth-layout';
import { paths } from '../../../../config/paths';
import { isIndividualDetailsComplete, readSignupDraft, saveSignupDraft } from '../../utils/signup-draft';
import { SignupProgress } from './signup-progress';

/** `/signup/individual/role`: what the member does. */
export function IndividualRolesStep() {
  const navigate = useNavigate();
  const draft = readSignupDraft();
  const form = useForm({ resolver: zodResolver(individualRoles), defaultValues: { roles: draft.roles } });

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => saveSignupDraft({ roles: (values.roles ?? []) as IndividualRole[] }),
      }),
    [form],
  );

  if (!isIndividualDetailsComplete(draft)) return <Navigate to={paths.signup.individual.getHref()} replace />;

  const handleNext = form.handleSubmit((values) => {
    saveSignupDraft({ kind: 'individual', roles: values.roles });
    void navigate(paths.signup.account.getHref());
  });

  return (
    <AuthLayout title="Your roles" description="Choose every role you play in the music you register." width={560}>
      <SignupProgress kind="individual" active={1} />
      <form onSubmit={handleNext} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="roles"
            render={({ field, fieldState }) => (
              <Checkbox.Group label="Roles" required value={field.value} onChange={(value) => field.onChange(value)} error={fieldState.error?.message}>
                <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
                  {individualRoleValues.map((role) => (
                    <Checkbox key={role} value={role} label={individualRoleLabels[role]} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          />
          <Group justify="space-between" mt="sm">
            <Button variant="default" onClick={() => void navigate(paths.signup.individual.getHref())}>
              Back
            </Button>
            <Button type="submit">Next</Button>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
