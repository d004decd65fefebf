import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

/** How a screen names the item its address points to, and the list it leads back to. */
export type MissingItem = {
  /** "musical work", "dispute", "member". */
  noun: string;
  /** Why it may be missing, and whose items can be opened here. */
  description: string;
  back: { label: string; href: string };
};

/**
 * The page of an address whose item is not there: an unknown id, another member's (the API
 * answers 404 for both) or no id at all (400). Its own heading and tab title, and the way back.
 */
export function ItemNotFound({ noun, description, back }: MissingItem) {
  return (
    <>
      <PageHeader title={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`} />
      <EmptyState
        title={`This ${noun} does not exist`}
        description={description}
        action={
          <Button component={Link} to={back.href} variant="light">
            Back to {back.label}
          </Button>
        }
      />
    </>
  );
}
