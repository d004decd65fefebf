import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { distributionCreate, type DistributionCreate } from '@repertoire/contract';
import { IconPlus } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { IsoDateInput } from '../../../components/ui/iso-date-input';
import { paths } from '../../../config/paths';
import { showRefusal } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useCreateDistribution } from '../api/create-distribution';

const fields = ['name', 'period_start', 'period_end'] as const;
const empty: DistributionCreate = { name: '', period_start: '', period_end: '' };

/** A new distribution: its name and period, checked with the contract's rules; then its page, where its usage files go. */
export function DistributionForm() {
  const create = useCreateDistribution();
  const navigate = useNavigate();
  const form = useForm<DistributionCreate>({ resolver: zodResolver(distributionCreate), defaultValues: empty });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (request) => {
    try {
      const { message, data } = await create.mutateAsync(request);
      notifySuccess(message);
      await navigate(paths.staff.distribution.getHref(data.id));
    } catch (error) {
      showRefusal(form, error, fields);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="New distribution">
      <Stack gap="md">
        <TextInput label="Name" description="e.g. 2026 Q3 radio and streaming" withAsterisk autoComplete="off" maw={560} {...form.register('name')} error={errors.name?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} maw={560}>
          <FormField
            control={form.control}
            name="period_start"
            render={(field) => <IsoDateInput label="Start of the period" withAsterisk value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={field.error} />}
          />
          <FormField
            control={form.control}
            name="period_end"
            render={(field) => <IsoDateInput label="End of the period" withAsterisk value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={field.error} />}
          />
        </SimpleGrid>
        <FormRefusal title="The distribution was not opened" error={errors.root?.server} />
        <Group>
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={create.isPending}>
            Open the distribution
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
