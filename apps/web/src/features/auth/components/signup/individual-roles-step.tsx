import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, SimpleGrid } from '@mantine/core';
import { individualRoleLabels, individualRoleValues, individualRoles } from '@repertoire/contract';
import type { z } from 'zod';
import { Controller } from 'react-hook-form';
import { Navigate } from 'react-router';
import { paths } from '../../../../config/paths';
import type { SignupStep } from '../../hooks/use-signup-step-form';
import { useSignupStepForm } from '../../hooks/use-signup-step-form';
import { isIndividualDetailsComplete, readSignupDraft } from '../../utils/signup-draft';
import { SignupStepLayout } from './signup-step-layout';

const individualRolesStep: SignupStep<z.input<typeof individualRoles>, z.output<typeof individualRoles>> = {
  resolver: zodResolver(individualRoles),
  fromDraft: ({ roles }) => ({ roles }),
  toDraft: ({ roles }) => ({ roles }),
  kind: 'individual',
  nextHref: paths.signup.account.getHref(),
};

/** `/signup/individual/role`: what the member does. */
export function IndividualRolesStep() {
  const { form, handleNext } = useSignupStepForm(individualRolesStep);

  if (!isIndividualDetailsComplete(readSignupDraft())) return <Navigate to={paths.signup.individual.getHref()} replace />;

  return (
    <SignupStepLayout
      title="Your roles"
      description="Choose every role you play in the music you register."
      kind="individual"
      active={1}
      onSubmit={handleNext}
      backHref={paths.signup.individual.getHref()}
    >
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
    </SignupStepLayout>
  );
}
