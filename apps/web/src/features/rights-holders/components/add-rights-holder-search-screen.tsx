import { Button, Code, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** `/musical-work/rightsholder/add/search/:musicalworkId`. */
export function AddRightsHolderSearchScreen() {
  const { musicalworkId: id = '' } = useParams();
  return (
    <>
      <PageHeader title="Add a rights holder" />
      <EmptyState
        title="Searching rights holders is not available yet"
        description={
          <>
            <Text span>Soon you will search the society's rights holders and add one to this work here.</Text>{' '}
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
