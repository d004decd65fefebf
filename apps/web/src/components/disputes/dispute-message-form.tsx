import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { DISPUTE_MESSAGE_MAX_LENGTH, disputeMessageCreate, type DisputeMessageCreate } from '@repertoire/contract';
import { IconSend } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { usePostDisputeMessage } from '../../lib/disputes/post-dispute-message';
import { showRefusal } from '../../lib/form-errors';
import { FormRefusal } from '../ui/form-refusal';
import { LongTextField } from '../ui/long-text-field';

/** A message to the other parties (and staff); they are told of it. */
export function DisputeMessageForm({ disputeId }: { disputeId: string }) {
  const post = usePostDisputeMessage();
  const form = useForm<DisputeMessageCreate>({ resolver: zodResolver(disputeMessageCreate), defaultValues: { body: '' } });

  const submit = form.handleSubmit(async (body) => {
    try {
      await post.mutateAsync({ id: disputeId, body });
      form.reset({ body: '' });
    } catch (error) {
      showRefusal(form, error, ['body']);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Write a message">
      <Stack gap="sm">
        <LongTextField
          control={form.control}
          label="Message"
          description="Every party of the dispute and the society's staff read it."
          autosize
          minRows={3}
          maxLength={DISPUTE_MESSAGE_MAX_LENGTH}
          {...form.register('body')}
          error={form.formState.errors.body?.message}
        />
        <FormRefusal title="The message was not sent" error={form.formState.errors.root?.server} />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} />} loading={post.isPending}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
