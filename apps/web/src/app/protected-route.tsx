import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PendingState } from '../components/ui/loading-state';
import { PageLoader } from '../components/ui/page-loader';
import { paths } from '../config/paths';
import { useSession } from '../lib/auth';

/** Protected routes render only with a session; otherwise the member is sent to `/`. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();

  if (session.isPending) return <PendingState query={session} loader={<PageLoader />} />;
  if (!session.data) {
    return <Navigate to={paths.home.getHref()} replace state={{ from: location.pathname }} />;
  }
  return children;
}
