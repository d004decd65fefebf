import { ConsolePlaceholder } from './console-placeholder';

/** `/staff/announcements`: placeholder until the announcements' screen replaces it. */
export function StaffAnnouncements() {
  return <ConsolePlaceholder title="Announcements" description="Messages to every member will be written and sent from here." />;
}

export { StaffAnnouncements as Component };
