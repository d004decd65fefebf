import type { Icon } from '@tabler/icons-react';
import {
  IconBuildingBank,
  IconClipboardCheck,
  IconCoins,
  IconFileExport,
  IconGavel,
  IconHelpCircle,
  IconInbox,
  IconLayoutDashboard,
  IconListDetails,
  IconMicrophone2,
  IconMusic,
  IconSpeakerphone,
  IconUserCircle,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { StaffSection } from '../../config/staff-sections';

export type NavItem = {
  label: string;
  href: string;
  icon: Icon;
  /** The entry is highlighted on these paths: exact matches, or prefixes ending in "/". */
  activeOn: string[];
};

/**
 * docs/architecture.md#routes-and-menus: the member's side menu and the identical mobile menu, in this order, with one entry
 * the fixed list lacks: Musical Works, beside the recordings, so that the works' pages (list,
 * new, details, edit, registry, their rights holders) light an entry like every other section's
 * (docs/decisions/0015-musical-works-in-the-side-menu.md).
 */
export const memberNavItems: NavItem[] = [
  { label: 'Dashboard', href: paths.app.dashboard.getHref(), icon: IconLayoutDashboard, activeOn: ['/dashboard'] },
  {
    label: 'Sound Recordings',
    href: paths.app.soundRecordings.getHref(),
    icon: IconMicrophone2,
    activeOn: ['/sound-recordings', '/sound-recording/'],
  },
  {
    label: 'Musical Works',
    href: paths.app.musicalWorks.getHref(),
    icon: IconMusic,
    activeOn: ['/music-composition', '/music-composition/', '/musical-work/rightsholder/', '/musical-work/new-rightsholder/', '/cwr/submissions', '/cwr/submissions/'],
  },
  {
    label: 'Musical Works in Dispute',
    href: paths.app.disputes.getHref(),
    icon: IconGavel,
    activeOn: ['/musicalworks-indispute', '/musicalworks-indispute/', '/musical-work/dispute/'],
  },
  { label: 'Sound Recording Logs', href: paths.app.soundRecordingLogs.getHref(), icon: IconListDetails, activeOn: ['/sound-recording-logs'] },
  { label: 'Bank Details', href: paths.app.bankDetails.getHref(), icon: IconBuildingBank, activeOn: ['/bank-details'] },
  {
    label: 'Account',
    href: paths.app.profile.getHref(),
    icon: IconUserCircle,
    activeOn: ['/profile', '/reset-password', '/rightsholder/', '/people', '/statements', '/statements/', '/payments'],
  },
  { label: 'Help', href: paths.app.help.getHref(), icon: IconHelpCircle, activeOn: ['/dashboard/help'] },
];

/** An entry of the staff console's menu, shown to staff whose roles cover its section. */
export type StaffNavItem = NavItem & { section: StaffSection };

/**
 * The staff console's menu (docs/domain.md#staff): its screens live under /staff, which members never see. Each
 * staff member sees the entries their roles cover (docs/domain.md#staff-roles); the first is their console's home.
 */
export const staffNavItems: StaffNavItem[] = [
  {
    label: 'Review queue',
    section: 'reviewQueue',
    href: paths.staff.reviewQueue.getHref(),
    icon: IconClipboardCheck,
    activeOn: ['/staff/review', '/staff/review/'],
  },
  { label: 'Members', section: 'members', href: paths.staff.members.getHref(), icon: IconUsers, activeOn: ['/staff/members', '/staff/members/'] },
  { label: 'Disputes', section: 'disputes', href: paths.staff.disputes.getHref(), icon: IconGavel, activeOn: ['/staff/disputes', '/staff/disputes/'] },
  {
    label: 'Announcements',
    section: 'announcements',
    href: paths.staff.announcements.getHref(),
    icon: IconSpeakerphone,
    activeOn: ['/staff/announcements', '/staff/announcements/'],
  },
  { label: 'Inbox', section: 'inbox', href: paths.staff.inbox.getHref(), icon: IconInbox, activeOn: ['/staff/inbox', '/staff/inbox/'] },
  {
    label: 'CWR exports',
    section: 'cwrExports',
    href: paths.staff.cwrExports.getHref(),
    icon: IconFileExport,
    activeOn: ['/staff/cwr-exports', '/staff/cwr-exports/'],
  },
  {
    label: 'Distributions',
    section: 'distributions',
    href: paths.staff.distributions.getHref(),
    icon: IconCoins,
    activeOn: ['/staff/distributions', '/staff/distributions/'],
  },
  {
    label: 'Staff accounts',
    section: 'staffAccounts',
    href: paths.staff.accounts.getHref(),
    icon: IconUserShield,
    activeOn: ['/staff/accounts'],
  },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return item.activeOn.some((p) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p));
}
