import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import {
  formatIsni,
  memberIdentifiersRequest,
  type MemberIdentifiersData,
  type MemberIdentifiersRequest,
  type StaffMemberDetails,
} from '@repertoire/contract';
import { useForm } from 'react-hook-form';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { showRefusal } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSetMemberIdentifiers } from '../api/set-member-identifiers';

const formValues = (member: StaffMemberDetails): MemberIdentifiersRequest => ({
  isni: member.isni ? formatIsni(member.isni) : '',
  ipi: member.profile.ipi_name_number ?? '',
});

/**
 * The member's ISNI and IPI name number, which staff set or correct: checked with their check
 * digits as the API checks them (the contract's words), saved, and told to the member.
 */
export function MemberIdentifiersForm({ member }: { member: StaffMemberDetails }) {
  const save = useSetMemberIdentifiers();
  const form = useForm<MemberIdentifiersRequest, unknown, MemberIdentifiersData>({
    resolver: zodResolver(memberIdentifiersRequest),
    defaultValues: formValues(member),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: member.id, body: values });
      form.reset(formValues(saved));
      notifySuccess(`${saved.name}'s identifiers are saved: the member has been told`);
    } catch (error) {
      // A refused ISNI (its check character, or another member holds it) shows on its field.
      showRefusal(form, error, ['isni', 'ipi']);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="ISNI and IPI name number">
      <Stack gap="md">
        <Group align="flex-start" gap="md" wrap="wrap">
          <TextInput
            label="ISNI"
            description="16 characters, e.g. 0000 0001 2281 955X"
            withAsterisk
            {...form.register('isni')}
            error={form.formState.errors.isni?.message}
            style={{ flex: '1 1 240px' }}
          />
          <TextInput
            label="IPI name number"
            description="Up to 11 digits; leave blank to remove it"
            {...form.register('ipi')}
            error={form.formState.errors.ipi?.message}
            style={{ flex: '1 1 200px' }}
          />
        </Group>
        <FormRefusal error={form.formState.errors.root?.server} />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
            Save identifiers
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
