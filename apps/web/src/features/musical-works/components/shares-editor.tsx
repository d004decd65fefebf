import { ActionIcon, Button, Group, Modal, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RightsHolder } from '@repertoire/contract';
import { shareRightLabels, shareTotalsExceeded, workRoleLabels, workRoleValues, workShareTotals } from '@repertoire/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { RightsHolderCreateForm } from '../../../components/rights-holders/rights-holder-create-form';
import { RightsHolderName } from '../../../components/rights-holders/rights-holder-name';
import { RightsHolderPicker } from '../../../components/rights-holders/rights-holder-picker';
import { PercentInput } from '../../../components/ui/percent-input';
import { ShareTotals } from '../../../components/ui/share-totals';
import type { WorkFormValues } from '../utils/work-form';
import { remainingShares, shareAmounts, shareRowFor } from '../utils/work-form';

export const roleOptions = workRoleValues.map((role) => ({ value: role, label: workRoleLabels[role] }));

/** Live totals of the form's share rows and the contract's messages for rights above 100%. */
export function useShareTotals() {
  const { control } = useFormContext<WorkFormValues>();
  const rows = useWatch({ control, name: 'shares' });
  const amounts = shareAmounts(rows);
  return { rows, totals: workShareTotals(amounts), exceeded: shareTotalsExceeded(amounts) };
}

/**
 * The work's rights holders with their role and both shares (two decimals), totals per right
 * shown live. "Add rights holder" opens AddRightsHolderDialog, which the form renders beside
 * itself so that the dialog's own form is never inside this one.
 */
export function SharesEditor({ onAddRightsHolder }: { onAddRightsHolder: () => void }) {
  const { control, formState } = useFormContext<WorkFormValues>();
  const { fields, remove } = useFieldArray({ control, name: 'shares', keyName: 'key' });
  const { totals, exceeded } = useShareTotals();
  const errors = formState.errors.shares;

  return (
    <Stack gap="sm">
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          No rights holders yet. A work needs at least one composer, author or composer/author before it can be submitted.
        </Text>
      ) : (
        fields.map((field, index) => {
          const lineErrors = errors?.[index];
          return (
            <Paper key={field.key} withBorder radius="md" p="sm" role="group" aria-label={field.holder.name}>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
                <Stack gap={2} justify="center">
                  <RightsHolderName rightsHolder={field.holder} withIdentifiers />
                  {lineErrors?.rights_holder_id?.message ? (
                    <Text size="xs" c="red">
                      {lineErrors.rights_holder_id.message}
                    </Text>
                  ) : null}
                </Stack>
                <Controller
                  control={control}
                  name={`shares.${index}.role`}
                  render={({ field: roleField }) => (
                    <NativeSelect label="Role" data={roleOptions} {...roleField} error={lineErrors?.role?.message} />
                  )}
                />
                <Controller
                  control={control}
                  name={`shares.${index}.performance_share`}
                  render={({ field: shareField }) => (
                    <PercentInput
                      label="Performance %"
                      value={shareField.value}
                      onChange={shareField.onChange}
                      onBlur={shareField.onBlur}
                      name={shareField.name}
                      error={lineErrors?.performance_share?.message}
                    />
                  )}
                />
                <Group gap="xs" align="flex-start" wrap="nowrap">
                  <Controller
                    control={control}
                    name={`shares.${index}.mechanical_share`}
                    render={({ field: shareField }) => (
                      <PercentInput
                        label="Mechanical %"
                        value={shareField.value}
                        onChange={shareField.onChange}
                        onBlur={shareField.onBlur}
                        name={shareField.name}
                        error={lineErrors?.mechanical_share?.message}
                        style={{ flex: 1 }}
                      />
                    )}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    aria-label={`Remove ${field.holder.name}`}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </SimpleGrid>
            </Paper>
          );
        })
      )}

      <ShareTotals
        totals={[
          { label: shareRightLabels.performance, percent: totals.performance },
          { label: shareRightLabels.mechanical, percent: totals.mechanical },
        ]}
        problems={exceeded}
      />

      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAddRightsHolder}>
          Add rights holder
        </Button>
      </Group>
    </Stack>
  );
}

type AddStep = { kind: 'search' } | { kind: 'create'; name: string };

/** Picks a rights holder from the directory, or creates one, and adds a line for it with what is left of each right. */
export function AddRightsHolderDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { control, getValues, setValue } = useFormContext<WorkFormValues>();
  const rows = useWatch({ control, name: 'shares' });
  const [step, setStep] = useState<AddStep>({ kind: 'search' });

  const close = () => {
    setStep({ kind: 'search' });
    onClose();
  };
  const addHolder = (holder: RightsHolder) => {
    const current = getValues('shares');
    setValue('shares', [...current, shareRowFor(holder, remainingShares(current))], { shouldDirty: true });
    close();
  };

  return (
    <Modal opened={opened} onClose={close} title={step.kind === 'create' ? 'New rights holder' : 'Add a rights holder'} size="lg">
      {step.kind === 'create' ? (
        <RightsHolderCreateForm defaultName={step.name} onCreated={addHolder} onCancel={() => setStep({ kind: 'search' })} />
      ) : (
        <RightsHolderPicker
          autoFocus
          selectLabel="Add"
          chosenIds={rows.map((row) => row.rights_holder_id)}
          onSelect={addHolder}
          onCreateNew={(name) => setStep({ kind: 'create', name })}
        />
      )}
    </Modal>
  );
}
