import { Paper } from '@mantine/core';
import type { MusicalWorkDetails, RightsHolder } from '@repertoire/contract';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { RightsHolderCreateForm } from '../../../components/rights-holders/rights-holder-create-form';
import { paths } from '../../../config/paths';
import { AddToWorkLayout } from './add-to-work-layout';
import { RoleAndSharesCard } from './role-and-shares-card';
import { WorkLoader } from './work-loader';

/** `/musical-work/new-rightsholder/:musicalworkId`: create a rights holder missing from the directory, then add it to the work. */
export function NewWorkRightsHolderScreen() {
  const { musicalworkId: id = '' } = useParams();
  return <WorkLoader id={id}>{(work) => <NewWorkRightsHolder work={work} />}</WorkLoader>;
}

function NewWorkRightsHolder({ work }: { work: MusicalWorkDetails }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [created, setCreated] = useState<RightsHolder | null>(null);

  return (
    <AddToWorkLayout work={work} title={`New rights holder for “${work.title}”`} description="A person or organisation that is not in the society's directory yet.">
      {created ? (
        <RoleAndSharesCard work={work} holder={created} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <RightsHolderCreateForm
            defaultName={searchParams.get('name') ?? ''}
            onCreated={setCreated}
            onCancel={() => void navigate(paths.app.rightsHolderSearch.getHref(work.id))}
          />
        </Paper>
      )}
    </AddToWorkLayout>
  );
}
