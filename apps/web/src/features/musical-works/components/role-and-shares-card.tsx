import { Paper, Stack, Title } from '@mantine/core';
import type { MusicalWorkDetails, RightsHolder } from '@repertoire/contract';
import { useNavigate } from 'react-router';
import { RightsHolderName } from '../../../components/rights-holders/rights-holder-name';
import { paths } from '../../../config/paths';
import { WorkShareLineForm } from './work-share-line-form';

type RoleAndSharesCardProps = {
  work: MusicalWorkDetails;
  holder: RightsHolder;
  /** Goes back a step, e.g. to choose another holder. */
  onCancel?: () => void;
};

/** The last step of adding a rights holder to a work: its role and shares, then back to the work's rights holders. */
export function RoleAndSharesCard({ work, holder, onCancel }: RoleAndSharesCardProps) {
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Role and shares
        </Title>
        <RightsHolderName rightsHolder={holder} withIdentifiers />
        <WorkShareLineForm work={work} holder={holder} onDone={() => void navigate(paths.app.rightsHolderSearch.getHref(work.id))} onCancel={onCancel} />
      </Stack>
    </Paper>
  );
}
