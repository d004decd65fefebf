import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../../../components/layouts/auth-layout';
import { paths } from '../../../../config/paths';
import { SignupProgress } from './signup-progress';

type SignupStepLayoutProps = {
  title: string;
  description: string;
  kind: 'individual' | 'corporate';
  /** The step's place in the progress, from 0. */
  active: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The previous step; the first step offers to log in instead. */
  backHref?: string;
  submitLabel?: string;
  isSubmitting?: boolean;
  children: ReactNode;
};

/** A step of the sign-up wizard: its progress, its fields, then Back (or "Log in") and Next. */
export function SignupStepLayout({ title, description, kind, active, onSubmit, backHref, submitLabel = 'Next', isSubmitting, children }: SignupStepLayoutProps) {
  const navigate = useNavigate();
  return (
    <AuthLayout title={title} description={description} width={560}>
      <SignupProgress kind={kind} active={active} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="space-between" mt="sm">
            {backHref ? (
              <Button variant="default" onClick={() => void navigate(backHref)}>
                Back
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                Already a member?{' '}
                <Anchor component={Link} to={paths.home.getHref()}>
                  Log in
                </Anchor>
              </Text>
            )}
            <Button type="submit" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
