import { paths } from '../../config/paths';
import { StatusPage } from './status-page';

/** The catch-all route (docs/architecture.md#routes-and-menus). */
export function NotFound() {
  return (
    <StatusPage
      status={404}
      title="Page not found"
      description="The page you asked for does not exist or has moved."
      back={{ label: 'Back to the dashboard', href: paths.app.dashboard.getHref() }}
    />
  );
}
