import { Stack } from '@mantine/core';
import { TwoStepSignInSection } from '../../../features/auth/components/two-step-sign-in-section';
import { ProfileScreen } from '../../../features/profile/components/profile-screen';

/** `/profile`: the member's profile, then the security of their login. */
export function Component() {
  return (
    <Stack gap="lg">
      <div>
        <ProfileScreen />
      </div>
      <TwoStepSignInSection />
    </Stack>
  );
}
