import { Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { CwrSubmissionList } from './cwr-submission-list';
import { CwrUploadForm } from './cwr-upload-form';

/** `/cwr/submissions`: a CWR file to send, and the member's files so far with their answers. */
export function CwrSubmissionsScreen() {
  return (
    <>
      <PageHeader
        title="CWR submissions"
        description="Register the works your system holds by sending its CWR file: each registration in it is answered, and an acknowledgement (ACK) file takes the answers back to your system."
        actions={
          <Button component={Link} to={paths.app.musicalWorks.getHref()} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            Your musical works
          </Button>
        }
      />
      <Stack gap="lg">
        <SectionCard title="Send a CWR file">
          <CwrUploadForm />
        </SectionCard>
        <SectionCard title="Your CWR submissions">
          <CwrSubmissionList />
        </SectionCard>
      </Stack>
    </>
  );
}
