import { ActionIcon, Button, Checkbox, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { RightsHolder } from '@repertoire/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, get, useFieldArray, useFormContext } from 'react-hook-form';
import { notifyError } from '../../lib/notify';
import { RightsHolderDialog } from '../rights-holders/rights-holder-dialog';
import { RightsHolderName } from '../rights-holders/rights-holder-name';
import { PercentInput } from './percent-input';
import type { ShareLine, ShareLinesConfig } from './share-lines';
import { useShareLines, useShareLineTotals } from './share-lines';
import { ShareTotals } from './share-totals';

type LineErrors = Partial<Record<string, { message?: string }>>;

/**
 * The share lines of a work or a recording, each a rights holder with its role (when the
 * config has one) and its percentages (two decimals), the totals live below. "Add" calls
 * `onAdd`, which opens AddShareHolderDialog: the form renders it beside itself, so that the
 * dialog's own form is never inside this one.
 */
export function ShareLinesEditor<Line extends ShareLine>({ config, onAdd }: { config: ShareLinesConfig<Line>; onAdd: () => void }) {
  const { control, formState } = useFormContext();
  const { fields, remove } = useFieldArray({ control, name: config.name, keyName: 'key' });
  const { totals, exceeded, notices } = useShareLineTotals(config);
  const errors = get(formState.errors, config.name) as (LineErrors | undefined)[] | undefined;
  const { role, notControlled } = config;

  return (
    <Stack gap="sm">
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {config.emptyText}
        </Text>
      ) : (
        fields.map((field, index) => {
          const { holder } = field as unknown as Line;
          const lineErrors = errors?.[index];
          const path = (lineField: string) => `${config.name}.${index}.${lineField}`;
          // In a dialog, focus starts on the first line's first field (Mantine's focus trap reads data-autofocus; a page ignores it).
          const startsHere = (isFirstField: boolean) => (index === 0 && isFirstField) || undefined;
          return (
            <Paper key={field.key} withBorder radius="md" p="sm" role="group" aria-label={holder.name}>
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                <Stack gap={2} style={{ flex: '1 1 200px' }}>
                  <RightsHolderName rightsHolder={holder} withIdentifiers />
                  {notControlled ? (
                    <Controller
                      control={control}
                      name={path(notControlled.field)}
                      render={({ field: controlledField }) => (
                        <Checkbox
                          mt={4}
                          size="xs"
                          label={notControlled.label}
                          description={notControlled.description}
                          aria-label={`${notControlled.label}: ${holder.name}`}
                          // The field holds "controlled"; the box says the opposite, as the work's page shows it.
                          checked={controlledField.value === false}
                          onChange={(event) => controlledField.onChange(!event.currentTarget.checked)}
                          onBlur={controlledField.onBlur}
                        />
                      )}
                    />
                  ) : null}
                  {lineErrors?.rights_holder_id?.message ? (
                    <Text size="xs" c="red">
                      {lineErrors.rights_holder_id.message}
                    </Text>
                  ) : null}
                </Stack>
                <Group gap="xs" align="flex-start" wrap="wrap">
                  {role ? (
                    <Controller
                      control={control}
                      name={path(role.field)}
                      render={({ field: roleField }) => (
                        <NativeSelect
                          label={role.label}
                          data={role.options}
                          data-autofocus={startsHere(true)}
                          {...roleField}
                          error={lineErrors?.[role.field]?.message}
                          w={200}
                        />
                      )}
                    />
                  ) : null}
                  {config.percentages.map((percentage, percentageIndex) => (
                    <Controller
                      key={percentage.field}
                      control={control}
                      name={path(percentage.field)}
                      render={({ field: shareField }) => (
                        <PercentInput
                          label={percentage.label}
                          value={shareField.value as number | string}
                          onChange={shareField.onChange}
                          onBlur={shareField.onBlur}
                          name={shareField.name}
                          data-autofocus={startsHere(!role && percentageIndex === 0)}
                          error={lineErrors?.[percentage.field]?.message}
                          w={140}
                        />
                      )}
                    />
                  ))}
                  <ActionIcon variant="subtle" color="red" mt={26} aria-label={`Remove ${holder.name}`} onClick={() => remove(index)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })
      )}

      <ShareTotals totals={totals} problems={exceeded} notices={notices} />

      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd}>
          {config.addLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** Picks a rights holder from the directory, or creates one, and adds a line for it with what is left of each right. */
export function AddShareHolderDialog<Line extends ShareLine>({ config, opened, onClose }: { config: ShareLinesConfig<Line>; opened: boolean; onClose: () => void }) {
  const { getValues, setValue } = useFormContext();
  const lines = useShareLines(config);

  const addHolder = (holder: RightsHolder) => {
    const current = getValues(config.name) as Line[];
    if (config.holderAgain && current.some((line) => line.rights_holder_id === holder.id)) {
      notifyError(config.holderAgain(holder.name));
      return;
    }
    setValue(config.name, [...current, config.lineFor(holder, current)], { shouldDirty: true });
  };

  return (
    <RightsHolderDialog
      opened={opened}
      onClose={onClose}
      onSelect={addHolder}
      title={config.dialogTitle}
      chosenIds={config.holderAgain ? undefined : lines.map((line) => line.rights_holder_id)}
    />
  );
}
