import { Stepper } from '@mantine/core';

const stepsByKind = {
  individual: ['Your details', 'Your roles', 'Your account'],
  corporate: ['Company details', 'Your account'],
} as const;

/** Where the member is in the wizard; the steps are navigated with Next and Back. */
export function SignupProgress({ kind, active }: { kind: 'individual' | 'corporate'; active: number }) {
  return (
    <Stepper active={active} size="xs" allowNextStepsSelect={false} aria-label="Sign-up steps">
      {stepsByKind[kind].map((label) => (
        <Stepper.Step key={label} label={label} />
      ))}
    </Stepper>
  );
}
