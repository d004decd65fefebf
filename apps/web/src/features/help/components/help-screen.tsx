import { Accordion, Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** `/dashboard/help`. */
export function HelpScreen() {
  return (
    <>
      <PageHeader title="Help" description="Answers to the questions members ask most." />
      <Paper withBorder radius="md" p="md">
        <Accordion variant="separated">
          <Accordion.Item value="isni">
            <Accordion.Control>Why does my ISNI read “pending”?</Accordion.Control>
            <Accordion.Panel>
              The society requests an ISNI (International Standard Name Identifier) for each member. Until it has been assigned, the
              badge in the header reads pending.
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="password">
            <Accordion.Control>How do I change my password?</Accordion.Control>
            <Accordion.Panel>
              <Stack gap={4}>
                <Text size="sm">
                  Open the menu with your name and choose{' '}
                  <Anchor component={Link} to={paths.password.change.getHref()}>
                    Reset Password
                  </Anchor>
                  . Changing it logs out your other devices.
                </Text>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="profile">
            <Accordion.Control>How do I update my details?</Accordion.Control>
            <Accordion.Panel>
              Your name, contact details, roles and picture are on the{' '}
              <Anchor component={Link} to={paths.app.profile.getHref()}>
                Account
              </Anchor>{' '}
              page.
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="works">
            <Accordion.Control>When can I register works and recordings?</Accordion.Control>
            <Accordion.Panel>
              Registration of musical works and sound recordings is being opened in the portal. Until then the screens show what will
              appear there.
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Paper>
    </>
  );
}
