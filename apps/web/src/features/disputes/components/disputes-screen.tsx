import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { DisputeList } from '../../../components/disputes/dispute-list';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { disputesQueryOptions } from '../api/get-disputes';
import { OwnClaims } from './own-claims';

/** `/musicalworks-indispute`: every dispute the member is party to. */
export function DisputesScreen() {
  return (
    <>
      <PageHeader
        title="Musical Works in Dispute"
        description="Disputes over the shares of works you registered, hold a share of, or claimed."
        actions={
          <Button component={Link} to={paths.app.musicalWorkSearch.getHref()} variant="light">
            Search the registry
          </Button>
        }
      />
      <DisputeList
        queryOptions={disputesQueryOptions}
        detailsHref={(item) => paths.app.disputeDetails.getHref(item.work.id, { dispute: item.id })}
        label="Your disputes"
        searchLabel="Search your disputes"
        empty={{
          title: 'No musical works in dispute',
          description: 'When claims on one of your works collide with another member’s, or you dispute a work from the registry, the dispute is listed here.',
        }}
      />
      <OwnClaims />
    </>
  );
}
