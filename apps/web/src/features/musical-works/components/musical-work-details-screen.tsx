import { Button, Code, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** `/music-composition/details/:compositionId`. */
export function MusicalWorkDetailsScreen() {
  const { compositionId: id = '' } = useParams();
  return (
    <>
      <PageHeader title="Musical work" />
      <EmptyState
        title="Details are not available yet"
        description={
          <>
            <Text span>The details of a musical work, its writers and shares will show here.</Text>{' '}
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
