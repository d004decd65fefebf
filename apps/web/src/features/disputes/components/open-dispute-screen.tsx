import { Button, Code, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** `/musical-work/dispute/:musicalworkId`: dispute a musical work. */
export function OpenDisputeScreen() {
  const { musicalworkId: id = '' } = useParams();
  return (
    <>
      <PageHeader title="Open a dispute" />
      <EmptyState
        title="Opening disputes is not available yet"
        description={
          <>
            <Text span>Soon you will dispute the shares or writers of a musical work here.</Text>{' '}
            <Text span size="sm">
              Reference: <Code>{id}</Code>
            </Text>
          </>
        }
        action={
          <Button component={Link} to={paths.app.disputes.getHref()} variant="light">
            Back to Musical Works in Dispute
          </Button>
        }
      />
    </>
  );
}
