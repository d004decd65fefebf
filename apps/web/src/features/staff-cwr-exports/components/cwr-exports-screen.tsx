import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { CwrExportForm } from './cwr-export-form';
import { CwrExportList } from './cwr-export-list';

/** `/staff/cwr-exports`: a new export of registered works to a society, and the exports so far with their acknowledgements. */
export function CwrExportsScreen() {
  return (
    <>
      <PageHeader
        title="CWR exports"
        description="Send registered works to another society as a CWR file, then read the acknowledgement (ACK) it answers with: statuses, society work numbers and ISWCs."
      />
      <Stack gap="lg">
        <SectionCard title="New export">
          <CwrExportForm />
        </SectionCard>
        <SectionCard title="Exports">
          <CwrExportList />
        </SectionCard>
      </Stack>
    </>
  );
}
