import { ConsolePlaceholder } from './console-placeholder';

/** `/staff/inbox`: placeholder until the inbox screen replaces it. */
export function StaffInbox() {
  return <ConsolePlaceholder title="Inbox" description="Members' support requests will arrive here." />;
}

export { StaffInbox as Component };
