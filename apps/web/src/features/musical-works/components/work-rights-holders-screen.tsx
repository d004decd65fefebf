import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { MusicalWorkDetails, WorkShare } from '@repertoire/contract';
import { canEditRegistration } from '@repertoire/contract';
import { IconArrowLeft, IconEdit, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { RightsHolderName } from '../../../components/rights-holders/rights-holder-name';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRemoveWorkShare } from '../api/remove-work-share';
import { WorkLoader } from './work-loader';
import { WorkShareLineForm } from './work-share-line-form';
import { WorkSharesTable } from './work-shares-table';

/** `/musical-work/rightsholder/search/:musicalworkId`: the work's rights holders and their shares. */
export function WorkRightsHoldersScreen() {
  const { musicalworkId: id = '' } = useParams();
  return <WorkLoader id={id}>{(work) => <WorkRightsHolders work={work} />}</WorkLoader>;
}

function WorkRightsHolders({ work }: { work: MusicalWorkDetails }) {
  const canEdit = canEditRegistration(work.status);
  const remove = useRemoveWorkShare();
  const [editing, setEditing] = useState<WorkShare | null>(null);

  const handleRemove = async (share: WorkShare) => {
    try {
      await remove.mutateAsync({ workId: work.id, shareId: share.id });
      notifySuccess(`${share.rights_holder.name} was taken off “${work.title}”`);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <>
      <PageHeader
        title={`Rights holders of “${work.title}”`}
        description="Who holds which share of the work, for each right."
        actions={
          <Button component={Link} to={paths.app.musicalWorkDetails.getHref(work.id)} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            Back to the work
          </Button>
        }
      />
      <Stack gap="md">
        {canEdit ? (
          <Group gap="sm">
            <Button component={Link} to={paths.app.rightsHolderAddSearch.getHref(work.id)} leftSection={<IconUserPlus size={16} />}>
              Add rights holder
            </Button>
            <Button component={Link} to={paths.app.newRightsHolder.getHref(work.id)} variant="default">
              Create a new rights holder
            </Button>
          </Group>
        ) : (
          <Alert color="blue" title="In review">
            The society is reviewing this work: its rights holders cannot change until they decide
          </Alert>
        )}
        {work.status === 'registered' ? (
          <Alert color="yellow">This work is registered: changing its shares sends it back to review</Alert>
        ) : null}
        <WorkSharesTable
          shares={work.shares}
          totals={work.totals}
          unclaimed={work.unclaimed}
          actions={
            canEdit
              ? (share) => (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button size="compact-sm" variant="subtle" leftSection={<IconEdit size={14} />} aria-label={`Change the shares of ${share.rights_holder.name}`} onClick={() => setEditing(share)}>
                      Change
                    </Button>
                    <ConfirmButton
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      aria-label={`Remove ${share.rights_holder.name}`}
                      title="Remove this rights holder?"
                      message={`${share.rights_holder.name} will no longer hold a share of “${work.title}”.`}
                      confirmLabel="Yes, remove"
                      onConfirm={() => handleRemove(share)}
                    >
                      Remove
                    </ConfirmButton>
                  </Group>
                )
              : undefined
          }
        />
      </Stack>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? <RightsHolderName rightsHolder={editing.rights_holder} /> : null} size="lg">
        {editing ? (
          <WorkShareLineForm work={work} holder={editing.rights_holder} share={editing} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />
        ) : null}
      </Modal>
    </>
  );
}
