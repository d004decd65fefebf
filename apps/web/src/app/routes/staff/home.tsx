import { IconLock } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useStaffNavItems } from '../../layouts';

/**
 * `/staff`: the console opens on the first section the staff member's roles cover. Roles that cover
 * none are told so.
 */
export function StaffHome() {
  const [first] = useStaffNavItems();
  if (first) return <Navigate to={first.href} replace />;
  return (
    <>
      <PageHeader title="Staff console" />
      <EmptyState
        icon={<IconLock size={26} />}
        title="Nothing here for your roles yet"
        description="Your staff roles do not cover any section of the console yet. An administrator can give you other roles."
      />
    </>
  );
}

export { StaffHome as Component };
