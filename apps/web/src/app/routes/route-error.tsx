import { useRouteError } from 'react-router';
import { LazyErrorPage } from '../../features/error-reporting/components/lazy-error-page';

/** The router's errorElement: the same error page as the error boundary. */
export function RouteError() {
  const error = useRouteError();
  return <LazyErrorPage error={error} />;
}
