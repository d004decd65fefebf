import { ConsolePlaceholder } from './console-placeholder';

/** `/staff/members`: placeholder until the members' screen replaces it. */
export function StaffMembers() {
  return <ConsolePlaceholder title="Members" description="The society's members, their details and their ISNI will show here." />;
}

export { StaffMembers as Component };
