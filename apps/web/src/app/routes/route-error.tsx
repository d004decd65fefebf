import { useRouteError } from 'react-router';
import { ErrorPage } from '../../features/error-reporting/components/error-page';

/** The router's errorElement: the same error page as the error boundary. */
export function RouteError() {
  const error = useRouteError();
  return <ErrorPage error={error} />;
}
