import { Button, Code, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** `/musicalworks-indispute/details/:musicalworkId`. */
export function DisputeDetailsScreen() {
  const { musicalworkId: id = '' } = useParams();
  return (
    <>
      <PageHeader title="Musical work in dispute" />
      <EmptyState
        title="Dispute details are not available yet"
        description={
          <>
            <Text span>The claims of each party, the messages and the evidence of this dispute will show here.</Text>{' '}
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
