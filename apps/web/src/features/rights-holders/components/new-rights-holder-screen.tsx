import { Button, Code, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** `/musical-work/new-rightsholder/:musicalworkId`. */
export function NewRightsHolderScreen() {
  const { musicalworkId: id = '' } = useParams();
  return (
    <>
      <PageHeader title="New rights holder" />
      <EmptyState
        title="Adding rights holders is not available yet"
        description={
          <>
            <Text span>Soon you will add a person or company that holds a share of this work here.</Text>{' '}
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
