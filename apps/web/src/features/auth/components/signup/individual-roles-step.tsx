import { zodResolver } from '@hookform/resolvers/zod';
import { individualRoleLabels, individualRoleValues, individualRoles } from '@repertoire/contract';
import type { z } from 'zod';
import { Navigate } from 'react-router';
import { CheckboxChoices } from '../../../../components/ui/checkbox-choices';
import { FormField } from '../../../../components/ui/form-field';
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
      <FormField
        control={form.control}
        name="roles"
        render={({ value, onChange, error }) => (
          <CheckboxChoices
            label="Roles"
            required
            values={individualRoleValues}
            labels={individualRoleLabels}
            value={value}
            onChange={onChange}
            error={error}
            columns={{ base: 1, xs: 2 }}
          />
        )}
      />
    </SignupStepLayout>
  );
}
