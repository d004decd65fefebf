import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { cwrExportVersionValues, type CwrExportCreate, type StaffMemberSummary } from '@repertoire/contract';
import { IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MemberPicker } from '../../../components/staff-members/member-picker';
import { FormField } from '../../../components/ui/form-field';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { IsoDateInput } from '../../../components/ui/iso-date-input';
import { RadioChoices } from '../../../components/ui/radio-choices';
import { paths } from '../../../config/paths';
import { showRefusal } from '../../../lib/form-errors';
import { useCreateCwrExport } from '../api/create-cwr-export';
import {
  cwrExportForm,
  cwrExportFormFields,
  cwrVersionLabels,
  emptyCwrExportForm,
  selectionKindLabels,
  selectionKindValues,
  type CwrExportFormValues,
} from '../utils/export-form';

/** A new export: the receiving society, the CWR version and the registered works; then the export's page, where its writing shows. */
export function CwrExportForm() {
  const create = useCreateCwrExport();
  const navigate = useNavigate();
  const [member, setMember] = useState<StaffMemberSummary | null>(null);
  const form = useForm<CwrExportFormValues, unknown, CwrExportCreate>({ resolver: zodResolver(cwrExportForm), defaultValues: emptyCwrExportForm });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (request) => {
    try {
      const created = await create.mutateAsync(request);
      await navigate(paths.staff.cwrExport.getHref(created.id));
    } catch (error) {
      showRefusal(form, error, cwrExportFormFields);
    }
  });

  const chooseMember = (chosen: StaffMemberSummary | null) => {
    setMember(chosen);
    form.setValue('member_id', chosen?.id ?? '', { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="New CWR export">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} maw={560}>
          <TextInput
            label="Receiving society"
            description="Its 3-digit CISAC society code, e.g. 021"
            inputMode="numeric"
            autoComplete="off"
            withAsterisk
            {...form.register('society_code')}
            error={errors.society_code?.message}
          />
          <FormField
            control={form.control}
            name="version"
            render={(field) => <RadioChoices label="CWR version" values={cwrExportVersionValues} labels={cwrVersionLabels} value={field.value} onChange={field.onChange} error={field.error} />}
          />
        </SimpleGrid>
        <FormField
          control={form.control}
          name="kind"
          render={(field) => (
            <RadioChoices label="Works to send" values={selectionKindValues} labels={selectionKindLabels} value={field.value} onChange={field.onChange} error={field.error} />
          )}
        />
        {kind === 'registered_between' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} maw={560}>
            <FormField
              control={form.control}
              name="from"
              render={(field) => <IsoDateInput label="Registered from" withAsterisk value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={field.error} />}
            />
            <FormField
              control={form.control}
              name="to"
              render={(field) => <IsoDateInput label="Registered to" withAsterisk value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={field.error} />}
            />
          </SimpleGrid>
        ) : null}
        {kind === 'member' ? <MemberPicker value={member} onChange={chooseMember} error={errors.member_id?.message} /> : null}
        {kind === 'works' ? (
          <Textarea
            label="Work ids"
            description="The ids of registered works, one a line (at most 1000)"
            withAsterisk
            autosize
            minRows={3}
            maxRows={10}
            maw={560}
            {...form.register('work_ids')}
            error={errors.work_ids?.message}
          />
        ) : null}
        <FormRefusal title="The export was not created" error={errors.root?.server} />
        <Group>
          <Button type="submit" leftSection={<IconFileExport size={16} />} loading={create.isPending}>
            Create the export
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
