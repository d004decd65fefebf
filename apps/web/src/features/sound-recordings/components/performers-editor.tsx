import { ActionIcon, Button, Group, NativeSelect, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { performerRoleLabels, performerRoleValues } from '@repertoire/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { RecordingFormValues } from '../utils/recording-form';
import { newPerformerRow } from '../utils/recording-form';

const roleOptions = performerRoleValues.map((role) => ({ value: role, label: performerRoleLabels[role] }));

/** The line-up: each performer with their role (featured or non-featured) and instrument or part. */
export function PerformersEditor() {
  const { control, register, getValues, formState } = useFormContext<RecordingFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'performers', keyName: 'key' });
  const errors = formState.errors.performers;

  return (
    <>
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          No performers yet. The artists you name join the line-up as featured performers; a recording needs at least one before it can be submitted.
        </Text>
      ) : (
        fields.map((field, index) => {
          const lineErrors = errors?.[index];
          return (
            <Paper key={field.key} withBorder radius="md" p="sm" role="group" aria-label={`Performer ${index + 1}`}>
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs" style={{ flex: 1 }}>
                  <TextInput label="Performer name" required {...register(`performers.${index}.name`)} error={lineErrors?.name?.message} />
                  <NativeSelect label="Performer role" data={roleOptions} {...register(`performers.${index}.role`)} error={lineErrors?.role?.message} />
                  <TextInput
                    label="Instrument or part"
                    placeholder="e.g. Lead vocals"
                    {...register(`performers.${index}.instrument_or_part`)}
                    error={lineErrors?.instrument_or_part?.message}
                  />
                </SimpleGrid>
                <ActionIcon variant="subtle" color="red" mt={26} aria-label={`Remove performer ${index + 1}`} onClick={() => remove(index)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          );
        })
      )}
      {errors?.root?.message ?? errors?.message ? (
        <Text size="xs" c="red">
          {errors.root?.message ?? errors.message}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => append(newPerformerRow(getValues('performers')))}>
          Add performer
        </Button>
      </Group>
    </>
  );
}
