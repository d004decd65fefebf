import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { SUPPORT_MESSAGE_MAX_LENGTH, supportRequestCreate, supportTopic, supportTopicLabels, supportTopicValues, type SupportRequest, type SupportTopic } from '@repertoire/contract';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { LongTextField } from '../../../components/ui/long-text-field';
import { FormField } from '../../../components/ui/form-field';
import { showRefusal } from '../../../lib/form-errors';
import { useOwnItems, type OwnItem } from '../api/get-own-items';
import { useSendSupportRequest } from '../api/send-support-request';

/** The form's fields: the topic and message as the contract checks them; the linked item as the select's value, "kind:id" or empty. */
const contactForm = z.object({
  topic: supportTopic.nullable().refine((topic) => topic !== null, { message: 'Choose a topic' }),
  message: supportRequestCreate.shape.message,
  item: z.string(),
});
type ContactFormValues = z.input<typeof contactForm>;

const topicOptions = supportTopicValues.map((value) => ({ value, label: supportTopicLabels[value] }));
const itemGroups: { kind: OwnItem['kind']; label: string }[] = [
  { kind: 'musical_work', label: 'Musical works' },
  { kind: 'sound_recording', label: 'Sound recordings' },
];

function itemOptions(items: OwnItem[]) {
  return itemGroups
    .map(({ kind, label }) => ({ group: label, items: items.filter((item) => item.kind === kind).map((item) => ({ value: `${item.kind}:${item.id}`, label: item.title })) }))
    .filter((group) => group.items.length > 0);
}

function linkedItem(value: string, items: OwnItem[]) {
  const item = items.find((candidate) => `${candidate.kind}:${candidate.id}` === value);
  return item ? { kind: item.kind, id: item.id } : null;
}

/**
 * Help's contact form: a topic, the message and, if it is about one, the member's own work or
 * recording. Stored as a support request that staff read in their inbox, and mailed to the society.
 */
export function ContactForm({ topic = null }: { topic?: SupportTopic | null }) {
  const send = useSendSupportRequest();
  const ownItems = useOwnItems();
  const [sent, setSent] = useState<SupportRequest | null>(null);
  const emptyForm: ContactFormValues = { topic, message: '', item: '' };
  const form = useForm<ContactFormValues>({ resolver: zodResolver(contactForm), defaultValues: emptyForm });
  const items = ownItems.data ?? [];

  const submit = form.handleSubmit(async (values) => {
    if (values.topic === null) return;
    try {
      const result = await send.mutateAsync({ topic: values.topic, message: values.message, item: linkedItem(values.item, items) });
      setSent(result.data);
      form.reset({ topic: null, message: '', item: '' });
    } catch (error) {
      showRefusal(form, error, ['topic', 'message', 'item']);
    }
  });

  if (sent) {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} />} title="Your message has been sent to the society">
        <Stack gap="xs">
          <Text size="sm">
            Society staff read it in their inbox and answer you by e-mail at your account’s address
            {sent.item ? `; your message names “${sent.item.title}”, so they know which one you mean` : ''}.
          </Text>
          <Group>
            <Button variant="default" size="xs" onClick={() => setSent(null)}>
              Write another message
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Contact the society">
      <Stack gap="md">
        <FormField
          control={form.control}
          name="topic"
          render={(field) => (
            <Select
              label="Topic"
              withAsterisk
              placeholder="Choose a topic"
              data={topicOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={field.error}
              allowDeselect={false}
            />
          )}
        />
        <LongTextField
          control={form.control}
          label="Message"
          withAsterisk
          autosize
          minRows={4}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          {...form.register('message')}
          error={form.formState.errors.message?.message}
        />
        <FormField
          control={form.control}
          name="item"
          render={(field) => (
            <Select
              label="About one of your works or recordings"
              description="Optional: staff see which one you mean."
              placeholder={ownItems.isPending ? 'Loading your works and recordings…' : items.length === 0 ? 'You have no works or recordings yet' : 'None'}
              data={itemOptions(items)}
              disabled={items.length === 0}
              searchable
              clearable
              nothingFoundMessage="None of your works or recordings has this title"
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={field.error}
            />
          )}
        />
        <FormRefusal title="Your message was not sent" error={form.formState.errors.root?.server} />
        <Group>
          <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
