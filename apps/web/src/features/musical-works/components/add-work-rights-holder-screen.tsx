import { Paper } from '@mantine/core';
import type { MusicalWorkDetails, RightsHolder } from '@repertoire/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { RightsHolderPicker } from '../../../components/rights-holders/rights-holder-picker';
import { paths } from '../../../config/paths';
import { AddToWorkLayout } from './add-to-work-layout';
import { RoleAndSharesCard } from './role-and-shares-card';
import { WorkLoader } from './work-loader';

/** `/musical-work/rightsholder/add/search/:musicalworkId`: pick a rights holder from the directory, set role and shares. */
export function AddWorkRightsHolderScreen() {
  const { musicalworkId: id = '' } = useParams();
  return <WorkLoader id={id}>{(work) => <AddWorkRightsHolder work={work} />}</WorkLoader>;
}

function AddWorkRightsHolder({ work }: { work: MusicalWorkDetails }) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<RightsHolder | null>(null);

  return (
    <AddToWorkLayout work={work} title={`Add a rights holder to “${work.title}”`} description="Search the society's directory by name, ISNI or IPI name number.">
      {chosen ? (
        <RoleAndSharesCard work={work} holder={chosen} onCancel={() => setChosen(null)} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <RightsHolderPicker
            autoFocus
            chosenIds={work.shares.map((share) => share.rights_holder.id)}
            onSelect={setChosen}
            onCreateNew={(name) => void navigate(`${paths.app.newRightsHolder.getHref(work.id)}${name ? `?name=${encodeURIComponent(name)}` : ''}`)}
          />
        </Paper>
      )}
    </AddToWorkLayout>
  );
}
