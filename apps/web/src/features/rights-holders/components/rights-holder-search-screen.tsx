import { Button, Code, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** `/musical-work/rightsholder/search/:musicalworkId`. */
export function RightsHolderSearchScreen() {
  const { musicalworkId: id = '' } = useParams();
  return (
    <>
      <PageHeader title="Rights holders of a musical work" />
      <EmptyState
        title="Rights holders are not available yet"
        description={
          <>
            <Text span>The rights holders of this musical work and their shares will be listed here.</Text>{' '}
            <Text span size="sm">
              Reference: <Code>{id}</Code>
            </Text>
          </>
        }
        action={
          <Button component={Link} to={paths.app.musicalWorks.getHref()} variant="light">
            Back to Musical Works
          </Button>
        }
      />
    </>
  );
}
