import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StaffSection } from '../../config/staff-sections';
import { useCoversStaffSection } from '../../lib/staff-roles';

/**
 * A link to a page of another section of the staff console, for staff whose roles cover that
 * section; for the others, its text alone, as the page would only tell them it is not theirs.
 */
export function StaffSectionLink({ section, to, children, ...anchor }: AnchorProps & { section: StaffSection; to: string; children: ReactNode }) {
  if (!useCoversStaffSection(section)) return <>{children}</>;
  return (
    <Anchor component={Link} to={to} {...anchor}>
      {children}
    </Anchor>
  );
}
