import { Button, Paper, Stack, Title } from '@mantine/core';
import type { MusicalWorkDetails, RightsHolder } from '@repertoire/contract';
import { canEditRegistration } from '@repertoire/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { RightsHolderCreateForm } from '../../../components/rights-holders/rights-holder-create-form';
import { RightsHolderName } from '../../../components/rights-holders/rights-holder-name';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { WorkLoader } from './work-loader';
import { WorkLocked } from './work-locked';
import { WorkShareLineForm } from './work-share-line-form';

/** `/musical-work/new-rightsholder/:musicalworkId`: create a rights holder missing from the directory, then add it to the work. */
export function NewWorkRightsHolderScreen() {
  const { musicalworkId: id = '' } = useParams();
  return <WorkLoader id={id}>{(work) => <NewWorkRightsHolder work={work} />}</WorkLoader>;
}

function NewWorkRightsHolder({ work }: { work: MusicalWorkDetails }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [created, setCreated] = useState<RightsHolder | null>(null);
  const backHref = paths.app.rightsHolderSearch.getHref(work.id);

  return (
    <>
      <PageHeader
        title={`New rights holder for “${work.title}”`}
        description="A person or organisation that is not in the society's directory yet."
        actions={
          <Button component={Link} to={backHref} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            Rights holders of the work
          </Button>
        }
      />
      {!canEditRegistration(work.status) ? (
        <WorkLocked work={work} />
      ) : created ? (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              Role and shares
            </Title>
            <RightsHolderName rightsHolder={created} withIdentifiers />
            <WorkShareLineForm work={work} holder={created} onDone={() => void navigate(backHref)} />
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="md" p="lg">
          <RightsHolderCreateForm defaultName={searchParams.get('name') ?? ''} onCreated={setCreated} onCancel={() => void navigate(backHref)} />
        </Paper>
      )}
    </>
  );
}
