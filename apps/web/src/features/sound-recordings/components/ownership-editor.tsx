import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { RightsHolder } from '@repertoire/contract';
import { ownershipTotal, ownershipTotalExceeded } from '@repertoire/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { RightsHolderDialog } from '../../../components/rights-holders/rights-holder-dialog';
import { RightsHolderName } from '../../../components/rights-holders/rights-holder-name';
import { PercentInput } from '../../../components/ui/percent-input';
import { ShareTotals } from '../../../components/ui/share-totals';
import { notifyError } from '../../../lib/notify';
import type { RecordingFormValues } from '../utils/recording-form';
import { ownerRowFor, ownershipAmounts, remainingOwnership } from '../utils/recording-form';

export const OWNERSHIP_TOTAL_LABEL = 'Master ownership';

/** Live total of the master-ownership shares and the contract's message when it passes 100%. */
export function useOwnershipTotal() {
  const { control } = useFormContext<RecordingFormValues>();
  const rows = useWatch({ control, name: 'ownership' });
  const amounts = ownershipAmounts(rows);
  return { rows, total: ownershipTotal(amounts), exceeded: ownershipTotalExceeded(amounts) };
}

/** Master ownership: rights holders from the directory with their share, the total live. */
export function OwnershipEditor({ onAddOwner }: { onAddOwner: () => void }) {
  const { control, formState } = useFormContext<RecordingFormValues>();
  const { fields, remove } = useFieldArray({ control, name: 'ownership', keyName: 'key' });
  const { total, exceeded } = useOwnershipTotal();
  const errors = formState.errors.ownership;

  return (
    <Stack gap="sm">
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          No owners yet. The owners of the master must hold 100% between them before the recording can be submitted.
        </Text>
      ) : (
        fields.map((field, index) => {
          const lineErrors = errors?.[index];
          return (
            <Paper key={field.key} withBorder radius="md" p="sm" role="group" aria-label={field.holder.name}>
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                <Stack gap={2} style={{ flex: '1 1 200px' }}>
                  <RightsHolderName rightsHolder={field.holder} withIdentifiers />
                  {lineErrors?.rights_holder_id?.message ? (
                    <Text size="xs" c="red">
                      {lineErrors.rights_holder_id.message}
                    </Text>
                  ) : null}
                </Stack>
                <Group gap="xs" align="flex-start" wrap="nowrap">
                  <Controller
                    control={control}
                    name={`ownership.${index}.share`}
                    render={({ field: shareField }) => (
                      <PercentInput
                        label="Ownership %"
                        value={shareField.value}
                        onChange={shareField.onChange}
                        onBlur={shareField.onBlur}
                        name={shareField.name}
                        error={lineErrors?.share?.message}
                        w={140}
                      />
                    )}
                  />
                  <ActionIcon variant="subtle" color="red" mt={26} aria-label={`Remove ${field.holder.name}`} onClick={() => remove(index)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })
      )}

      <ShareTotals totals={[{ label: OWNERSHIP_TOTAL_LABEL, percent: total }]} problems={exceeded} />

      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAddOwner}>
          Add owner
        </Button>
      </Group>
    </Stack>
  );
}

/** Adds an owner from the directory (or created on the spot) with what is left of 100%. Rendered beside the form, never inside it. */
export function AddOwnerDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { getValues, setValue } = useFormContext<RecordingFormValues>();

  const addOwner = (holder: RightsHolder) => {
    const current = getValues('ownership');
    // The contract allows one line per owner: their share is changed on that line.
    if (current.some((row) => row.rights_holder_id === holder.id)) {
      notifyError(`${holder.name} already owns a share: change it on their line.`);
      return;
    }
    setValue('ownership', [...current, ownerRowFor(holder, remainingOwnership(current))], { shouldDirty: true });
  };

  return (
    <RightsHolderDialog
      opened={opened}
      onClose={onClose}
      onSelect={addOwner}
      title="Add an owner"
    />
  );
}
