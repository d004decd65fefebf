import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmEmailChange } from '../api/email-change';

/**
 * `/account/email/confirm?token=…`: the link mailed to a new address. The member confirms with a
 * button, so a mail scanner that opens links cannot use it up.
 */
export function ConfirmEmailChange() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const queryClient = useQueryClient();

  const handleConfirm = () => confirm.mutate({ token }, { onSuccess: () => void queryClient.invalidateQueries() });

  return (
    <AuthLayout title="Confirm your new e-mail address">
      {confirm.isSuccess ? (
        <Stack gap="md">
          <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
            {confirm.data.message}
          </Alert>
          <Button component={Link} to={paths.home.getHref()}>
            Go to Repertoire
          </Button>
        </Stack>
      ) : !token ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="This link cannot be used">
          This link is incomplete: open the link from the e-mail again
        </Alert>
      ) : (
        <Stack gap="md">
          {confirm.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="This link cannot be used">
              {errorMessage(confirm.error)}
            </Alert>
          ) : null}
          <Text size="sm">Your Repertoire account moves to the address this link was sent to: from then on you log in with it.</Text>
          <Button onClick={handleConfirm} loading={confirm.isPending} fullWidth>
            Confirm the new address
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
