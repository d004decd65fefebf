import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  ANNOUNCEMENT_MESSAGE_MAX_LENGTH,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  announcementAudienceLabels,
  announcementAudienceValues,
  announcementRequest,
  type Announcement,
  type AnnouncementData,
  type AnnouncementRequest,
  type StaffMemberSummary,
} from '@repertoire/contract';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { LongTextField } from '../../../components/ui/long-text-field';
import { FormField } from '../../../components/ui/form-field';
import { RadioChoices } from '../../../components/ui/radio-choices';
import { showRefusal } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSendAnnouncement } from '../api/send-announcement';
import { MemberPicker } from '../../../components/staff-members/member-picker';

const emptyForm: AnnouncementRequest = { title: '', message: '', audience: 'all', memberId: null, mail: false };

/** Who heard it, as the toast says. */
function sentTo(announcement: Announcement): string {
  if (announcement.member) return announcement.member.name;
  return `${announcement.recipients.toLocaleString('en-GB')} ${announcement.recipients === 1 ? 'member' : 'members'}`;
}

/**
 * A new announcement: to every member (asked to confirm first) or to one member picked by name,
 * e-mail or identifier; optionally by mail too. Checked with the contract's rules and words.
 */
export function AnnouncementForm() {
  const send = useSendAnnouncement();
  const [member, setMember] = useState<StaffMemberSummary | null>(null);
  const [confirming, confirmDialog] = useDisclosure(false);
  const form = useForm<AnnouncementRequest, unknown, AnnouncementData>({ resolver: zodResolver(announcementRequest), defaultValues: emptyForm });
  const audience = useWatch({ control: form.control, name: 'audience' });

  const deliver = async (values: AnnouncementData) => {
    try {
      const sent = await send.mutateAsync(values);
      notifySuccess(`The announcement has been sent to ${sentTo(sent)}`);
      form.reset(emptyForm);
      setMember(null);
    } catch (error) {
      showRefusal(form, error, ['title', 'message', 'audience', 'memberId', 'mail']);
    } finally {
      confirmDialog.close();
    }
  };

  // To every member, staff confirm first: it cannot be taken back.
  const submit = form.handleSubmit((values) => (values.audience === 'all' ? confirmDialog.open() : deliver(values)));
  const confirmed = form.handleSubmit(deliver);

  const chooseMember = (chosen: StaffMemberSummary | null) => {
    setMember(chosen);
    form.setValue('memberId', chosen?.id ?? null, { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New announcement">
      <Stack gap="md">
        <FormField
          control={form.control}
          name="audience"
          render={(field) => (
            <RadioChoices
              label="Send to"
              values={announcementAudienceValues}
              labels={announcementAudienceLabels}
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                if (next === 'all') chooseMember(null);
              }}
              error={field.error}
            />
          )}
        />
        {audience === 'member' ? <MemberPicker value={member} onChange={chooseMember} error={form.formState.errors.memberId?.message} /> : null}
        <TextInput label="Title" withAsterisk maxLength={ANNOUNCEMENT_TITLE_MAX_LENGTH} {...form.register('title')} error={form.formState.errors.title?.message} />
        <LongTextField
          control={form.control}
          label="Message"
          description="Shown in the members' notifications; a blank line starts a new paragraph in the mail."
          withAsterisk
          autosize
          minRows={4}
          maxLength={ANNOUNCEMENT_MESSAGE_MAX_LENGTH}
          {...form.register('message')}
          error={form.formState.errors.message?.message}
        />
        <Checkbox label="Also send by e-mail" description="To confirmed e-mail addresses, through the mail queue." {...form.register('mail')} />
        <FormRefusal title="The announcement was not sent" error={form.formState.errors.root?.server} />
        <Group>
          <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
            Send announcement
          </Button>
        </Group>
      </Stack>

      <Modal opened={confirming} onClose={confirmDialog.close} title="Send to every member?" centered>
        <Stack gap="lg">
          <Text size="sm">
            Every member will find “{form.getValues('title')}” in their notifications
            {form.getValues('mail') ? ', and by e-mail' : ''}. It cannot be taken back.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirmDialog.close} data-autofocus>
              Cancel
            </Button>
            <Button loading={send.isPending} onClick={() => void confirmed()}>
              Send to every member
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
