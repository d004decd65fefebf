import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { invitationRefusals, invitationSignupRequest, isPendingLogin, memberRoleLabels, type InvitationCheck, type InvitationSignupRequest } from '@repertoire/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { QueryState } from '../../../components/ui/loading-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useLogout, useSession } from '../../../lib/auth';
import { call } from '../../../lib/call';
import { showRefusal } from '../../../lib/form-errors';
import { useAcceptInvitation, useInvitationCheck, useSignUpFromInvitation } from '../api/invitations';

/** A full load of the dashboard: every cached answer was the previous account's. */
const openDashboard = () => window.location.assign(paths.app.dashboard.getHref());

function Refused({ message }: { message: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="This invitation cannot be used">
      {message}
    </Alert>
  );
}

function SignUpForm({ token, email }: { token: string; email: string }) {
  const signUp = useSignUpFromInvitation();
  const form = useForm<InvitationSignupRequest>({ resolver: zodResolver(invitationSignupRequest), defaultValues: { token, name: '', password: '' } });
  const handleSignUp = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      openDashboard();
    } catch (error) {
      showRefusal(form, error, ['name', 'password']);
    }
  });
  return (
    <form onSubmit={handleSignUp} noValidate>
      <Stack gap="sm">
        <TextInput label="E-mail address" value={email} readOnly description="The invitation’s address: you log in with it" />
        <TextInput label="Your name" autoComplete="name" {...form.register('name')} error={form.formState.errors.name?.message} />
        <TextInput label="Password" type="password" autoComplete="new-password" {...form.register('password')} error={form.formState.errors.password?.message} />
        <FormRefusal title="You could not join" error={form.formState.errors.root?.server} />
        <Button type="submit" loading={signUp.isPending} fullWidth>
          Create my login and join
        </Button>
      </Stack>
    </form>
  );
}

/** An account with the invited address logs in here, then joins. */
function LogInToJoin({ token, email }: { token: string; email: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const handleLogIn = async () => {
    setIsPending(true);
    setError(null);
    try {
      const result = await call('logIn', { body: { email, password } });
      if (isPendingLogin(result)) {
        setError('Your account uses two-step sign-in: log in from the home page, then open the link from the mail again');
        return;
      }
      await call('acceptInvitation', { body: { token } });
      openDashboard();
    } catch (refusal) {
      setError(errorMessage(refusal));
    } finally {
      setIsPending(false);
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm">An account uses {email}: log in with it to join.</Text>
      <TextInput label="Password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
      {error ? <Refused message={error} /> : null}
      <Button onClick={() => void handleLogIn()} loading={isPending} fullWidth>
        Log in and join
      </Button>
    </Stack>
  );
}

function JoinAsLoggedIn({ token, check }: { token: string; check: InvitationCheck }) {
  const session = useSession();
  const accept = useAcceptInvitation();
  const logout = useLogout();
  const loggedInAs = session.data ? (session.data.person?.email ?? session.data.user.email) : null;
  if (loggedInAs === null) return check.has_account ? <LogInToJoin token={token} email={check.email ?? ''} /> : <SignUpForm token={token} email={check.email ?? ''} />;
  if (loggedInAs.toLowerCase() !== check.email) {
    return (
      <Stack gap="sm">
        <Refused message={`You are logged in as ${loggedInAs}, and this invitation is for ${check.email ?? ''}: log out, then open the link again.`} />
        <Button variant="default" onClick={() => logout.mutate()} loading={logout.isPending}>
          Log out
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {accept.isError ? <Refused message={errorMessage(accept.error)} /> : null}
      <Button onClick={() => accept.mutate(token, { onSuccess: openDashboard })} loading={accept.isPending} fullWidth>
        Join {check.member_name}
      </Button>
    </Stack>
  );
}

/** `/invitations/accept?token=…`: the link of an invitation to act for a member. Joining takes a click, so a mail scanner cannot use it up. */
export function InvitationScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const check = useInvitationCheck(token);
  if (!token) {
    return (
      <AuthLayout title="Join a member">
        <Refused message={invitationRefusals.unknown} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={check.data?.status === 'valid' ? `Join ${check.data.member_name ?? ''}` : 'Join a member'}>
      <QueryState query={check}>
        {(data) =>
          data.status === 'valid' ? (
            <Stack gap="md">
              <Text size="sm">
                You are invited to act for {data.member_name} with the role {data.role ? memberRoleLabels[data.role] : ''}.
              </Text>
              <JoinAsLoggedIn token={token} check={data} />
            </Stack>
          ) : (
            <Refused message={invitationRefusals[data.status]} />
          )
        }
      </QueryState>
    </AuthLayout>
  );
}
