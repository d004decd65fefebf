import { Stepper } from '@mantine/core';

const stepsByKind = {
  individual: ['Your details', 'Your roles', 'Your account'],
  corporate: ['Company details', 'Your account'],
} as const;

/**
 * Where the member is in the wizard; the steps are navigated with Next and Back. Each label sits
 * under its number: beside it, three steps are too wide for a phone's card and the last one
 * wrapped onto a line of its own.
 */
export function SignupProgress({ kind, active }: { kind: 'individual' | 'corporate'; active: number }) {
  return (
    <Stepper active={active} size="xs" labelPosition="bottom" wrap={false} allowNextStepsSelect={false} aria-label="Sign-up steps">
      {stepsByKind[kind].map((label) => (
        <Stepper.Step key={label} label={label} />
      ))}
    </Stepper>
  );
}
