import { DisputeList } from '../../../components/disputes/dispute-list';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { staffDisputesQueryOptions } from '../api/get-staff-disputes';

/** `/staff/disputes`: every dispute by state, nearest evidence deadline first. */
export function StaffDisputesScreen() {
  return (
    <>
      <PageHeader title="Disputes" description="Disputes over musical works, nearest evidence deadline first. Take one under review to decide it." />
      <DisputeList
        queryOptions={staffDisputesQueryOptions}
        detailsHref={(item) => paths.staff.disputeDetails.getHref(item.id)}
        label="Disputes"
        searchLabel="Search disputes"
        extraColumns={[{ key: 'parties', header: 'Parties', visibleFrom: 'sm', render: (item) => item.party_count }]}
        empty={{ title: 'No disputes', description: 'When members dispute a work, or their claims on it add up to more than 100%, the dispute comes here.' }}
      />
    </>
  );
}
