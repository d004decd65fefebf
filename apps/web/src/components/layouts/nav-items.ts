import type { Icon } from '@tabler/icons-react';
import {
  IconBuildingBank,
  IconGavel,
  IconHelpCircle,
  IconLayoutDashboard,
  IconListDetails,
  IconMicrophone2,
  IconUserCircle,
} from '@tabler/icons-react';
import { paths } from '../../config/paths';

export type NavItem = {
  label: string;
  href: string;
  icon: Icon;
  /** The entry is highlighted on these paths: exact matches, or prefixes ending in "/". */
  activeOn: string[];
};

/** Spec §2: the side menu and the identical mobile menu, in this order. */
export const navItems: NavItem[] = [
  {
    label: 'Dashboard',
    href: paths.app.dashboard.getHref(),
    icon: IconLayoutDashboard,
    activeOn: ['/dashboard', '/music-composition', '/music-composition/'],
  },
  {
    label: 'Sound Recordings',
    href: paths.app.soundRecordings.getHref(),
    icon: IconMicrophone2,
    activeOn: ['/sound-recordings', '/sound-recording/'],
  },
  {
    label: 'Musical Works in Dispute',
    href: paths.app.disputes.getHref(),
    icon: IconGavel,
    activeOn: ['/musicalworks-indispute', '/musicalworks-indispute/', '/musical-work/'],
  },
  { label: 'Sound Recording Logs', href: paths.app.soundRecordingLogs.getHref(), icon: IconListDetails, activeOn: ['/sound-recording-logs'] },
  { label: 'Bank Details', href: paths.app.bankDetails.getHref(), icon: IconBuildingBank, activeOn: ['/bank-details'] },
  {
    label: 'Account',
    href: paths.app.profile.getHref(),
    icon: IconUserCircle,
    activeOn: ['/profile', '/reset-password', '/rightsholder/'],
  },
  { label: 'Help', href: paths.app.help.getHref(), icon: IconHelpCircle, activeOn: ['/dashboard/help'] },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return item.activeOn.some((p) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p));
}
