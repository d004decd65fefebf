import { Alert, Loader } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { verifyEmail } from '../api/verify-email';

/** The verification mail links to `/?verify=<token>`: post the token once and show the result. */
export function VerifyEmailNotice({ token, onDone }: { token: string; onDone?: () => void }) {
  const verify = useMutation({ mutationFn: verifyEmail, onSettled: () => onDone?.() });
  const sent = useRef<string | null>(null);
  const { mutate } = verify;

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  if (verify.isSuccess) {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
        Your email address is verified: you can log in now
      </Alert>
    );
  }
  if (verify.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="The address could not be verified">
        {errorMessage(verify.error)}
      </Alert>
    );
  }
  return (
    <Alert color="blue" icon={<Loader size={16} />} role="status">
      Verifying your email address…
    </Alert>
  );
}
