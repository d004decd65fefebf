import { Accordion, Anchor, Group, Highlight, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { helpAnswers, matchingAnswers } from '../content/help-answers';
import { ContactForm } from './contact-form';

/** `/dashboard/help`: answers members look for, filtered as they type, and the form to write to the society. */
export function HelpScreen() {
  const [search, setSearch] = useState('');
  const answers = matchingAnswers(helpAnswers, search);
  const words = search.trim().split(/\s+/).filter(Boolean);
  return (
    <>
      <PageHeader title="Help" description="Answers to the questions members ask most, and a way to write to the society." />
      <Stack gap="lg">
        <TextInput
          label="Search the answers"
          placeholder="e.g. ISWC, shares, bank details"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Paper withBorder radius="md" p="md">
          {answers.length === 0 ? (
            <Text size="sm" role="status">
              No answer matches “{search.trim()}”. Write to the society with the form below: staff answer by e-mail.
            </Text>
          ) : (
            <Accordion variant="separated" multiple>
              {answers.map((answer) => (
                <Accordion.Item key={answer.id} value={answer.id}>
                  <Accordion.Control>
                    <Highlight highlight={words} size="sm" fw={500}>
                      {answer.question}
                    </Highlight>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="xs">
                      {answer.paragraphs.map((paragraph) => (
                        <Highlight key={paragraph} highlight={words} size="sm">
                          {paragraph}
                        </Highlight>
                      ))}
                      {answer.links ? (
                        <Group gap="md">
                          {answer.links.map((link) => (
                            <Anchor key={link.href} component={Link} to={link.href} size="sm">
                              {link.label}
                            </Anchor>
                          ))}
                        </Group>
                      ) : null}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="help-contact-title">
          <Stack gap="md">
            <div>
              <Title order={2} size="h4" id="help-contact-title">
                Write to the society
              </Title>
              <Text size="sm" c="dimmed">
                Did not find your answer? Staff read your message in their inbox and answer by e-mail.
              </Text>
            </div>
            <ContactForm />
          </Stack>
        </Paper>
      </Stack>
    </>
  );
}
