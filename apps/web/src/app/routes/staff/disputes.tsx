import { ConsolePlaceholder } from './console-placeholder';

/** `/staff/disputes`: deciding disputes comes with the disputes desk. */
export function StaffDisputes() {
  return <ConsolePlaceholder title="Disputes" description="Disputes come to the console with the disputes desk." />;
}

export { StaffDisputes as Component };
