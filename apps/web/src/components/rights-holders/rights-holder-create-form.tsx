import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { RightsHolder, RightsHolderCreate, RightsHolderCreateData } from '@repertoire/contract';
import {
  rightsHolderCreate,
  rightsHolderKindLabels,
  rightsHolderKindValues,
  rightsHolderRoleLabels,
  rightsHolderRoleValues,
} from '@repertoire/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { showRefusal } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify';
import { useCreateRightsHolder } from '../../lib/rights-holders/create-rights-holder';
import { searchRightsHolders } from '../../lib/rights-holders/search-rights-holders';
import { RightsHolderName } from './rights-holder-name';
import { CheckboxChoices } from '../ui/checkbox-choices';
import { CountryField } from '../ui/country-field';
import { FormField } from '../ui/form-field';
import { FormRefusal } from '../ui/form-refusal';

const formFields = ['name', 'kind', 'isni', 'ipi_name_number', 'ipi_base_number', 'roles', 'nationality'] as const;

export type RightsHolderCreateFormProps = {
  /** Called with the new record once the server has created it, or with the namesake already in the directory the member chose instead. */
  onCreated: (rightsHolder: RightsHolder) => void;
  onCancel?: () => void;
  /** Prefills the name, e.g. with what was typed in the directory search. */
  defaultName?: string;
  submitLabel?: string;
};

/**
 * A person or organisation not yet in the directory (POST /rights-holders), validated with
 * the contract's rightsHolderCreate: identifiers are checked with their check digits.
 */
export function RightsHolderCreateForm({ onCreated, onCancel, defaultName = '', submitLabel = 'Create rights holder' }: RightsHolderCreateFormProps) {
  const create = useCreateRightsHolder();
  const form = useForm<RightsHolderCreate, unknown, RightsHolderCreateData>({
    resolver: zodResolver(rightsHolderCreate),
    defaultValues: { name: defaultName, kind: 'person', isni: '', ipi_name_number: '', ipi_base_number: '', roles: [], nationality: '' },
  });
  const { errors } = form.formState;
  /** Set when the directory already has this name and nothing tells the two apart: offered before a second is made. */
  const [namesakes, setNamesakes] = useState<{ values: RightsHolderCreateData; found: RightsHolder[] } | null>(null);

  const submit = (values: RightsHolderCreateData) =>
    create.mutate(values, {
      onSuccess: (holder) => {
        notifySuccess(`${holder.name} was added to the directory`);
        onCreated(holder);
      },
      onError: async (error) => {
        if (isNamesakeRefusal(error)) {
          setNamesakes({ values, found: await findNamesakes(values.name) });
          return;
        }
        showRefusal(form, error, formFields);
      },
    });
  const handleSubmit = form.handleSubmit((values) => {
    setNamesakes(null);
    submit(values);
  });

  return (
    <form
      noValidate
      aria-label="New rights holder"
      onSubmit={(event) => {
        // Shown inside another form's dialog: a portal still bubbles React's submit event to it.
        event.stopPropagation();
        void handleSubmit(event);
      }}
    >
      <Stack gap="md">
        {namesakes ? (
          <Alert color="yellow" title={`${namesakes.values.name} is already in the directory`} role="alert">
            <Stack gap="sm">
              <Text size="sm">Add the existing rights holder, or create a new one if this is somebody else (an ISNI or IPI name number tells them apart).</Text>
              {/* The button's name starts with the words it shows, so that a member who speaks them to voice control reaches it (WCAG 2.5.3). */}
              {namesakes.found.map((holder) => (
                <Group key={holder.id} justify="space-between" wrap="nowrap">
                  <RightsHolderName rightsHolder={holder} withIdentifiers />
                  <Button size="xs" variant="light" onClick={() => onCreated(holder)} aria-label={`Use this one: ${holder.name}`}>
                    Use this one
                  </Button>
                </Group>
              ))}
              <Group>
                <Button size="xs" variant="default" loading={create.isPending} onClick={() => submit({ ...namesakes.values, allow_same_name: true })}>
                  Create a new one anyway
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {/* The form's first field takes the focus: opened from the search (a dialog's second step) or when a dialog opens on it. */}
          <TextInput label="Name" required autoFocus data-autofocus {...form.register('name')} error={errors.name?.message} />
          <NativeSelect
            label="Kind"
            required
            data={rightsHolderKindValues.map((kind) => ({ value: kind, label: rightsHolderKindLabels[kind] }))}
            {...form.register('kind')}
            error={errors.kind?.message}
          />
          <TextInput label="ISNI" description="16 characters, e.g. 0000 0001 2103 268X" {...form.register('isni')} error={errors.isni?.message} />
          <TextInput label="IPI name number" description="Up to 11 digits" {...form.register('ipi_name_number')} error={errors.ipi_name_number?.message} />
          <TextInput label="IPI base number" description="e.g. I-000000229-7" {...form.register('ipi_base_number')} error={errors.ipi_base_number?.message} />
          <FormField
            control={form.control}
            name="nationality"
            render={(field) => <CountryField label="Nationality" description="For an organisation, its country" clearable {...field} />}
          />
        </SimpleGrid>
        <FormField
          control={form.control}
          name="roles"
          render={({ value, onChange, error }) => (
            <CheckboxChoices label="Roles" values={rightsHolderRoleValues} labels={rightsHolderRoleLabels} value={value} onChange={onChange} error={error} />
          )}
        />
        <FormRefusal error={form.formState.errors.root?.server} />
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={create.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function isNamesakeRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.errors.some((e) => e.path === 'name');
}

/** The directory's rights holders of exactly this name (its search is forgiving: it finds near names too). */
async function findNamesakes(name: string): Promise<RightsHolder[]> {
  const wanted = name.trim().toLowerCase();
  try {
    const page = await searchRightsHolders({ q: name, pageSize: 20 });
    return page.data.filter((holder) => holder.name.trim().toLowerCase() === wanted);
  } catch {
    return [];
  }
}
