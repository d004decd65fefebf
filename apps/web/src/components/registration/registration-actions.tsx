import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { RegistrationStatus } from '@repertoire/contract';
import { canDeleteRegistration, canEditRegistration, canSubmitRegistration } from '@repertoire/contract';
import { IconEdit, IconSend, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { ConfirmButton } from '../ui/confirm-button';

/** A mutation that takes the registration's id (submit, delete). */
type RegistrationMutation = { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean };

type RegistrationActionsProps = {
  registration: { id: string; title: string; status: RegistrationStatus; registered_at: string | null; warnings: string[] };
  /** How the texts name it: "work", "recording". */
  noun: string;
  editHref: string;
  /** Where the member lands once it is deleted. */
  listHref: string;
  submit: RegistrationMutation;
  remove: RegistrationMutation;
  /** What the society reviews, in the dialog before submitting. */
  submitMessage: string;
  /** What is deleted with it, in the dialog before deleting. */
  deleteMessage: string;
  /** Actions only this kind of registration has, after the shared ones. */
  children?: ReactNode;
};

/** The actions that apply to a work's or a recording's status: edit, submit, delete a draft. */
export function RegistrationActions({ registration, noun, editHref, listHref, submit, remove, submitMessage, deleteMessage, children }: RegistrationActionsProps) {
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const canSubmit = canSubmitRegistration(registration.status);
  const hasWarnings = registration.warnings.length > 0;

  const handleSubmit = async () => {
    setSubmitError(null);
    try {
      await submit.mutateAsync(registration.id);
      notifySuccess(`“${registration.title}” was submitted for registration`);
    } catch (error) {
      setSubmitError(errorMessage(error));
      notifyError(errorMessage(error));
    }
  };

  const handleDelete = async () => {
    try {
      await remove.mutateAsync(registration.id);
      notifySuccess(`“${registration.title}” was deleted`);
      await navigate(listHref);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        {canEditRegistration(registration.status) ? (
          <Button component={Link} to={editHref} variant="default" leftSection={<IconEdit size={16} />}>
            Edit
          </Button>
        ) : null}
        {canSubmit ? (
          <ConfirmButton
            leftSection={<IconSend size={16} />}
            disabled={hasWarnings}
            loading={submit.isPending}
            title="Submit for registration?"
            message={submitMessage}
            confirmLabel="Yes, submit"
            onConfirm={handleSubmit}
          >
            Submit for registration
          </ConfirmButton>
        ) : null}
        {canDeleteRegistration(registration.status, registration.registered_at !== null) ? (
          <ConfirmButton
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            title={`Delete this ${noun}?`}
            message={deleteMessage}
            confirmLabel="Yes, delete"
            onConfirm={handleDelete}
          >
            {registration.status === 'draft' ? 'Delete draft' : 'Delete'}
          </ConfirmButton>
        ) : null}
        {children}
      </Group>
      {canSubmit && hasWarnings ? (
        <Text size="sm" c="dimmed">
          Resolve the points listed below to submit this {noun} for registration.
        </Text>
      ) : null}
      {submitError ? (
        <Alert color="red" title={`The ${noun} could not be submitted`} withCloseButton onClose={() => setSubmitError(null)}>
          {submitError}
        </Alert>
      ) : null}
    </Stack>
  );
}
