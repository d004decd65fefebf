import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/loading-state';
import { useProfile } from '../api/get-profile';
import { EmailChangeSection } from './email-change-section';
import { ProfileForm } from './profile-form';
import { ProfilePicture } from './profile-picture';

/** `/profile` (side menu "Account"): see and edit the member's profile. */
export function ProfileScreen() {
  const profile = useProfile();
  return (
    <>
      <PageHeader title="Account" description="Your profile as the society knows it." />
      <QueryState query={profile}>
        {(data) => (
          <Stack gap="lg">
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
            <EmailChangeSection email={data.email} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}
