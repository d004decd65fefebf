import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

/** A console screen still to come: its title and what it will do. */
export function ConsolePlaceholder({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title="Not available yet" description={description} />
    </>
  );
}
