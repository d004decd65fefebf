import { Alert, Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { memberRoleLabels, type SessionPerson } from '@repertoire/contract';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/loading-state';
import { useSession } from '../../../lib/auth';
import { useProfile } from '../api/get-profile';
import { EmailChangeSection } from './email-change-section';
import { ProfileForm } from './profile-form';
import { profileDisplayName } from '../utils/display-name';
import { ProfilePicture } from './profile-picture';

/** For a person acting for a member: whose profile this is, and what below is their own login's. */
function ActingForNotice({ person, memberName }: { person: SessionPerson; memberName: string }) {
  return (
    <Alert variant="light" title={`You act for ${memberName} as ${memberRoleLabels[person.role]}`}>
      <Text size="sm">
        The profile below is {memberName}’s{person.role === 'administrator' ? '' : ': only its administrators change it'}. Your own login is{' '}
        {person.name} ({person.email}): the e-mail address, password and two-step sign-in below are yours.
      </Text>
    </Alert>
  );
}

/** `/profile` (side menu "Account"): see and edit the member's profile; a person acting for it also sees their own login apart. */
export function ProfileScreen() {
  const profile = useProfile();
  const person = useSession().data?.person;
  const colleague = person && !person.is_member ? person : null;
  return (
    <>
      <PageHeader title="Account" description="Your profile as the society knows it." />
      <QueryState query={profile}>
        {(data) => (
          <Stack gap="lg">
            {colleague ? <ActingForNotice person={colleague} memberName={profileDisplayName(data)} /> : null}
            <Paper withBorder radius="md" p="lg">
              <Stack gap="lg">
                <Group justify="space-between" align="flex-start" wrap="wrap">
                  <ProfilePicture profile={data} />
                  <Stack gap={4} align="flex-end">
                    <Badge variant="light">{data.register_as === 'corporate' ? 'Corporate account' : 'Individual account'}</Badge>
                    <Text size="sm" c="dimmed">
                      {data.email}
                    </Text>
                  </Stack>
                </Group>
                <Divider />
                <Title order={2} size="h4">
                  Profile details
                </Title>
                <ProfileForm key={JSON.stringify(data.profile)} profile={data} />
              </Stack>
            </Paper>
            <EmailChangeSection email={colleague ? colleague.email : data.email} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}
