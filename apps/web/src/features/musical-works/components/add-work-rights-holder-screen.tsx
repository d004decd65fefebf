import { Button, Paper, Stack, Title } from '@mantine/core';
import type { MusicalWorkDetails, RightsHolder } from '@repertoire/contract';
import { canEditRegistration } from '@repertoire/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { RightsHolderName } from '../../../components/rights-holders/rights-holder-name';
import { RightsHolderPicker } from '../../../components/rights-holders/rights-holder-picker';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { WorkLoader } from './work-loader';
import { WorkLocked } from './work-locked';
import { WorkShareLineForm } from './work-share-line-form';

/** `/musical-work/rightsholder/add/search/:musicalworkId`: pick a rights holder from the directory, set role and shares. */
export function AddWorkRightsHolderScreen() {
  const { musicalworkId: id = '' } = useParams();
  return <WorkLoader id={id}>{(work) => <AddWorkRightsHolder work={work} />}</WorkLoader>;
}

function AddWorkRightsHolder({ work }: { work: MusicalWorkDetails }) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<RightsHolder | null>(null);
  const backHref = paths.app.rightsHolderSearch.getHref(work.id);

  return (
    <>
      <PageHeader
        title={`Add a rights holder to “${work.title}”`}
        description="Search the society's directory by name, ISNI or IPI name number."
        actions={
          <Button component={Link} to={backHref} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            Rights holders of the work
          </Button>
        }
      />
      {!canEditRegistration(work.status) ? (
        <WorkLocked work={work} />
      ) : chosen ? (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              Role and shares
            </Title>
            <RightsHolderName rightsHolder={chosen} withIdentifiers />
            <WorkShareLineForm work={work} holder={chosen} onDone={() => void navigate(backHref)} onCancel={() => setChosen(null)} />
          </Stack>
        </Paper>
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
    </>
  );
}
