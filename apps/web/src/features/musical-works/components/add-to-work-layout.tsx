import { Button } from '@mantine/core';
import type { MusicalWorkDetails } from '@repertoire/contract';
import { canEditRegistration } from '@repertoire/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { WorkLocked } from './work-locked';

type AddToWorkLayoutProps = {
  work: MusicalWorkDetails;
  title: string;
  description: string;
  children: ReactNode;
};

/** The screens that add a rights holder to a work: a way back to its rights holders, and nothing to add while it is locked. */
export function AddToWorkLayout({ work, title, description, children }: AddToWorkLayoutProps) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button component={Link} to={paths.app.rightsHolderSearch.getHref(work.id)} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            Rights holders of the work
          </Button>
        }
      />
      {canEditRegistration(work.status) ? children : <WorkLocked work={work} />}
    </>
  );
}
