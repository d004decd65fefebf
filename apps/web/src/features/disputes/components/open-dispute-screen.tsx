import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import {
  DISPUTE_DESCRIPTION_MAX_LENGTH,
  disputeCreate,
  disputeReasonLabels,
  EVIDENCE_MAX_FILES,
  formatIswc,
  musicalWorkReference,
  raisableDisputeReasonValues,
  type DisputeCreate,
  type MusicalWorkDetails,
  type MusicalWorkReference,
  type RightsHolder,
} from '@repertoire/contract';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { DisputePositionsTable } from '../../../components/disputes/dispute-positions-table';
import { SplitForm, splitErrorFields, splitRows } from '../../../components/disputes/split-form';
import { shareRowFor, shareRowsOf, type WorkShareRow } from '../../../components/shares/work-share-lines';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { LongTextField } from '../../../components/ui/long-text-field';
import { ItemNotFound, type MissingItem } from '../../../components/ui/item-not-found';
import { LoadError, PendingState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { showRefusal } from '../../../lib/form-errors';
import { useMusicalWork } from '../../../lib/musical-works/get-musical-work';
import { notifySuccess } from '../../../lib/notify';
import { useOwnRightsHolder } from '../../../lib/rights-holders/get-own-rights-holder';
import { useCreateDispute } from '../api/create-dispute';
import { useUploadEvidence } from '../hooks/use-upload-evidence';
import { EvidenceFilesInput } from './evidence-files-input';

/** What the registry hands over when it links here (the member may not read the work itself). */
type OpenDisputeState = ReturnType<typeof paths.app.openDispute.state>;

const raiseForm = z.object({ reason: z.string(), description: z.string(), shares: splitRows }).pipe(disputeCreate);
type RaiseValues = { reason: string; description: string; shares: WorkShareRow[] };

const reasonOptions = [{ value: '', label: 'Select a reason' }, ...raisableDisputeReasonValues.map((reason) => ({ value: reason, label: disputeReasonLabels[reason] }))];

/** The disputed work as this page knows it: its reference, and its registered shares when the member may read them. */
type DisputedWork = { reference: MusicalWorkReference | null; registered: Pick<MusicalWorkDetails, 'shares' | 'totals'> | null };

type DisputedWorkQuery = { work: DisputedWork | null; ownRecord: RightsHolder | null; isPending: boolean; error: Error | null; refetch: () => void };

/**
 * The registrant reads their work and its shares; anyone else came from the registry, which
 * names the work (handed over in the link's state) but shows no shares: their split starts from
 * their own rights-holder record.
 */
function useDisputedWork(workId: string): DisputedWorkQuery {
  const location = useLocation();
  const work = useMusicalWork(workId);
  const own = useOwnRightsHolder();
  const refetch = () => void Promise.all([work.refetch(), own.refetch()]);
  const ownRecord = own.data ?? null;

  if (work.data) return { work: { reference: work.data, registered: work.data }, ownRecord, isPending: false, error: null, refetch };
  if (work.isPending || own.isPending) return { work: null, ownRecord, isPending: true, error: null, refetch };
  const isNotTheirs = work.error instanceof ApiError && work.error.status === 404;
  if (!isNotTheirs) return { work: null, ownRecord, isPending: false, error: work.error, refetch };
  const handedOver = musicalWorkReference.safeParse((location.state as Partial<OpenDisputeState> | null)?.work);
  const reference = handedOver.success && handedOver.data.id === workId ? handedOver.data : null;
  return { work: { reference, registered: null }, ownRecord, isPending: false, error: null, refetch };
}

function initialSplit(work: DisputedWork, ownRecord: RightsHolder | null): WorkShareRow[] {
  if (work.registered) return shareRowsOf(work.registered.shares);
  if (!ownRecord) return [];
  // The member's own line with blank shares to fill in: the registry does not say what the work's are.
  return [{ ...shareRowFor(ownRecord, { performance: 0, mechanical: 0 }), performance_share: '', mechanical_share: '' }];
}

function RaiseDisputeForm({ workId, work, ownRecord }: { workId: string; work: DisputedWork; ownRecord: RightsHolder | null }) {
  const navigate = useNavigate();
  const create = useCreateDispute();
  const evidence = useUploadEvidence();
  const [files, setFiles] = useState<File[]>([]);
  const [confirming, setConfirming] = useState<DisputeCreate | null>(null);
  const [unsent, setUnsent] = useState<{ disputeHref: string; failures: string[] } | null>(null);
  const form = useForm<RaiseValues, unknown, DisputeCreate>({
    resolver: zodResolver(raiseForm),
    defaultValues: { reason: '', description: '', shares: initialSplit(work, ownRecord) },
  });
  const { errors } = form.formState;

  const raise = async (body: DisputeCreate) => {
    let disputeId: string;
    try {
      disputeId = (await create.mutateAsync({ workId, body })).id;
    } catch (error) {
      setConfirming(null);
      showRefusal(form, error, ['reason', 'description', ...splitErrorFields(form.getValues('shares'))]);
      return;
    }
    const disputeHref = paths.app.disputeDetails.getHref(workId, { dispute: disputeId });
    const failures = await evidence.upload(disputeId, files);
    setConfirming(null);
    notifySuccess('The dispute is raised: the other parties have been told');
    if (failures.length > 0) setUnsent({ disputeHref, failures });
    else void navigate(disputeHref);
  };

  if (unsent) {
    return (
      <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="The dispute is raised, but some evidence was not added">
        <Stack gap="sm" align="flex-start">
          {unsent.failures.map((failure) => (
            <Text key={failure} size="sm">
              {failure}
            </Text>
          ))}
          <Text size="sm">You can add these files again on the dispute’s page.</Text>
          <Button component={Link} to={unsent.disputeHref}>
            Open the dispute
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <>
      <SplitForm form={form} label="Raise a dispute" onSubmit={(event) => void form.handleSubmit(setConfirming)(event)}>
        {(split) => (
          <Stack gap="lg">
            <SectionCard title="What is wrong">
              <NativeSelect label="Reason" withAsterisk data={reasonOptions} {...form.register('reason')} error={errors.reason?.message} maw={360} />
              <LongTextField
                control={form.control}
                label="Description"
                description="What is wrong with the registration, and why you believe your split is right."
                withAsterisk
                autosize
                minRows={4}
                maxLength={DISPUTE_DESCRIPTION_MAX_LENGTH}
                {...form.register('description')}
                error={errors.description?.message}
              />
            </SectionCard>
            <SectionCard title="The split you propose" description="The shares of the whole work as you believe they should be registered. Each right must add up to exactly 100%.">
              {split}
            </SectionCard>
            <SectionCard title="Evidence" description="Optional now: you and the other parties can add evidence until the deadline.">
              <EvidenceFilesInput files={files} onChange={setFiles} room={EVIDENCE_MAX_FILES} />
            </SectionCard>
            <FormRefusal title="The dispute was not raised" error={form.formState.errors.root?.server} />
            <Group justify="flex-end">
              <Button component={Link} to={paths.app.disputes.getHref()} variant="default">
                Cancel
              </Button>
              <Button type="submit">Raise the dispute</Button>
            </Group>
          </Stack>
        )}
      </SplitForm>

      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Raise this dispute?" centered>
        <Stack gap="lg">
          <Text size="sm">
            The registrant and every member holding a share of “{work.reference?.title ?? 'this work'}” are told at once, and the work shows In dispute until it is settled.
            {files.length > 0 ? ` Your ${files.length === 1 ? 'file is' : `${files.length} files are`} sent after the dispute is raised.` : ''}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button color="orange" loading={create.isPending || evidence.isPending} onClick={() => confirming && void raise(confirming)}>
              Raise the dispute
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

const workNotFound: MissingItem = {
  noun: 'musical work',
  description: 'The link is wrong. Find the work you want to dispute in the registry.',
  back: { label: 'the registry search', href: paths.app.musicalWorkSearch.getHref() },
};

/** `/musical-work/dispute/:musicalworkId`: dispute a registered work's shares or writers, with the split the member believes is right. */
export function OpenDisputeScreen() {
  const { musicalworkId: workId = '' } = useParams();
  const { work, ownRecord, isPending, error, refetch } = useDisputedWork(workId);
  const reference = work?.reference;

  // An address whose id is not one at all (400): there is no work to dispute.
  if (error instanceof ApiError && error.status === 400) return <ItemNotFound {...workNotFound} />;

  return (
    <>
      <PageHeader
        title="Raise a dispute"
        description={reference ? `${reference.title}${reference.iswc ? ` · ISWC ${formatIswc(reference.iswc)}` : ''}` : 'A registered musical work'}
        actions={
          <Button component={Link} to={paths.app.musicalWorkSearch.getHref()} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            Search the registry
          </Button>
        }
      />
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : isPending || !work ? (
        <PendingState query={{ isPending: true, refetch }} />
      ) : (
        <Stack gap="lg">
          {work.registered ? (
            <SectionCard title="Registered shares" description="The shares of the work as the society has them today.">
              <DisputePositionsTable dispute={{ registered_shares: work.registered.shares, registered_totals: work.registered.totals, parties: [] }} />
            </SectionCard>
          ) : null}
          <RaiseDisputeForm workId={workId} work={work} ownRecord={ownRecord} />
        </Stack>
      )}
    </>
  );
}
