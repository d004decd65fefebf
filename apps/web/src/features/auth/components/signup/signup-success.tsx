import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { AuthLayout } from '../../../../components/layouts/auth-layout';
import { paths } from '../../../../config/paths';

/** `/signup/success`: the account exists; the member verifies the address from the mail. */
export function SignupSuccess() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AuthLayout title="Check your mailbox">
      <Stack gap="md">
        <Alert color="green" icon={<IconMailCheck size={18} />}>
          Your account has been created.
        </Alert>
        <Text>
          We have sent a verification link to {email ? <strong>{email}</strong> : 'your e-mail address'}. Open it to verify your
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
