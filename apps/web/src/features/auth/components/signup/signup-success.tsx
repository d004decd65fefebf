import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { AuthLayout } from '../../../../components/layouts/auth-layout';
import { paths } from '../../../../config/paths';

/**
 * `/signup/success`: the server answers a sign-up the same way whether the address was new or
 * already had an account (so nobody can find out who is a member); the mail tells which, so the
 * page speaks of the mail, not of the account.
 */
export function SignupSuccess() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AuthLayout title="Check your mailbox">
      <Stack gap="md">
        <Alert color="green" icon={<IconMailCheck size={18} />}>
          Thank you for signing up
        </Alert>
        <Text>
          We have sent an email to {email ? <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong> : 'your e-mail address'}. Open the link in it to verify your
          address, then log in.
        </Text>
        <Text size="sm" c="dimmed">
          No mail after a few minutes? Look in your spam folder, or try to log in: you can ask for a new link there.
        </Text>
        <Button component={Link} to={paths.home.getHref()} variant="light">
          Go to the login page
        </Button>
      </Stack>
    </AuthLayout>
  );
}
