import { Button, Stack } from '@mantine/core';
import type { RegistrationChange, RegistrationStatus } from '@repertoire/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../ui/page-header';
import { SectionCard } from '../ui/section-card';
import { RegistrationActions } from './registration-actions';
import { RegistrationStatusAlerts } from './registration-status-alerts';
import { RegistrationSummary } from './registration-summary';

type RegistrationDetailsProps = {
  registration: {
    id: string;
    title: string;
    status: RegistrationStatus;
    updated_at: string;
    registered_at: string | null;
    rejection_reason: string | null;
    warnings: string[];
    change: RegistrationChange | null;
  };
  /** The page's heading, e.g. the title with its version. */
  title: string;
  /** Its code as a label, e.g. "ISWC T-034.524.680-1", or that it has none yet. */
  code: string;
  /** How the texts name it: "work", "recording". */
  noun: string;
  /** The contract's words for the kind's fields, to list a change's fields by name. */
  fieldLabels: Readonly<Record<string, string>>;
  /** The member's list, the header's way back and where a deleted one leads. */
  list: { label: string; href: string };
  /** The status actions under the header; `children` are the actions only this kind has. */
  actions: Omit<ComponentProps<typeof RegistrationActions>, 'registration' | 'noun' | 'listHref'>;
  /** The last section: who changed what and when. */
  history: { title: string; content: ReactNode };
  /** The kind's own sections, between the status alerts and the history. */
  children: ReactNode;
};

/** The details page of a work or a recording: where its registration stands, what can be done with it, its sections and its history. */
export function RegistrationDetails({ registration, title, code, noun, fieldLabels, list, actions, history, children }: RegistrationDetailsProps) {
  return (
    <>
      <PageHeader
        title={title}
        description={<RegistrationSummary status={registration.status} code={code} updatedAt={registration.updated_at} />}
        actions={
          <Button component={Link} to={list.href} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            {list.label}
          </Button>
        }
      />
      <Stack gap="lg">
        <RegistrationActions {...actions} registration={registration} noun={noun} listHref={list.href} />

        <RegistrationStatusAlerts registration={registration} noun={noun} fieldLabels={fieldLabels} />

        {children}

        <SectionCard title={history.title}>{history.content}</SectionCard>
      </Stack>
    </>
  );
}
