import { Button, Divider, Stack, Text } from '@mantine/core';
import type { PendingLogin } from '@repertoire/contract';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { PageLoader } from '../../../components/ui/page-loader';
import { LoginForm } from './login-form';

// Two-step sign-in (codes, recovery codes, the authenticator's set-up) is the rarer case: its
// code loads when it comes, keeping the page most visitors see light.
const PendingLoginScreen = lazy(() => import('./pending-login').then((module) => ({ default: module.PendingLoginScreen })));
// So does the notice of a link from the verification mail.
const VerifyEmailNotice = lazy(() => import('./verify-email-notice').then((module) => ({ default: module.VerifyEmailNotice })));

/** `/`: log in, finish e-mail verification, or start signing up. Members with a session go to the dashboard. */
export function LandingPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // Kept in state so the notice survives removing the token from the address bar.
  const [verifyToken] = useState(() => searchParams.get('verify'));
  /** A login whose password was right, waiting for its second step; held here only, never in the address. */
  const [pending, setPending] = useState<PendingLogin | null>(null);

  // The form shows while the session is asked for: it is the page the server sent as HTML, which a
  // loader would replace for a moment. A member who turns out to have a session goes on.
  if (session.data) return <Navigate to={paths.app.dashboard.getHref()} replace />;

  const from = (location.state as { from?: string } | null)?.from;
  const handleSession = () => void navigate(from && from !== paths.home.path ? from : paths.app.dashboard.getHref(), { replace: true });

  if (pending) {
    return (
      <Suspense fallback={<PageLoader />}>
        <PendingLoginScreen pending={pending} onSession={handleSession} onRestart={() => setPending(null)} />
      </Suspense>
    );
  }

  return (
    <AuthLayout title="Log in" description="Manage your works, recordings, disputes and royalties.">
      <Stack gap="md">
        {verifyToken ? (
          <Suspense fallback={null}>
            <VerifyEmailNotice token={verifyToken} onDone={() => void navigate(paths.home.getHref(), { replace: true })} />
          </Suspense>
        ) : null}
        <LoginForm onSession={handleSession} onPending={setPending} />
        <Divider label="New to Repertoire?" labelPosition="center" />
        <Text size="sm" c="dimmed" ta="center">
          Join as a songwriter, performer or producer, or as a publisher or record label.
        </Text>
        <Stack gap="xs">
          <Button component={Link} to={paths.signup.individual.getHref()} variant="default" fullWidth>
            Sign up as an individual
          </Button>
          <Button component={Link} to={paths.signup.corporate.getHref()} variant="default" fullWidth>
            Sign up as a corporation
          </Button>
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
