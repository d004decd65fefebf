import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { formatAuditValue } from '@repertoire/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { ApiError } from '../../lib/api-client';

/** The server's refusal of an edit made from an older version (docs/decisions/0012). */
export function isStaleVersion(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.errors.some((fieldError) => fieldError.path === 'expected_updated_at');
}

/** A form value in words: text as typed, lists joined, rows by their name; null when it has no short reading. */
function describeValue(value: unknown): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return formatAuditValue(value);
  if (Array.isArray(value)) {
    const items = value.map(describeValue);
    return items.every((item) => item !== null) ? items.join(', ') : null;
  }
  if (typeof value === 'object') {
    const named = value as Record<string, unknown>;
    for (const key of ['value', 'name', 'title'] as const) if (typeof named[key] === 'string') return named[key];
    const holder = named.holder;
    if (holder && typeof holder === 'object' && 'name' in holder && typeof holder.name === 'string') return holder.name;
  }
  return null;
}

const quoted = (text: string) => (text === '' ? 'nothing' : `“${text}”`);

/**
 * What changed between the version a form loaded and the current one, field by field, as the form
 * holds them: "Title: now “X” (you loaded “Y”)". Fields without a label are not the form's to show.
 */
export function describeChangesSince(loaded: object, current: object, labels: Readonly<Record<string, string>>): string[] {
  const before = loaded as Record<string, unknown>;
  const after = current as Record<string, unknown>;
  return Object.keys(labels).flatMap((field) => {
    if (!(field in after) || JSON.stringify(before[field]) === JSON.stringify(after[field])) return [];
    const [was, now] = [describeValue(before[field]), describeValue(after[field])];
    // Rows read by their name only (share lines, performers) may change in what the reading leaves out.
    if (was === null || now === null || was === now) return [`${labels[field]}: changed`];
    return [`${labels[field]}: now ${quoted(now)} (you loaded ${quoted(was)})`];
  });
}

type ChangedSinceLoadedProps = {
  message: string;
  changes: string[];
  /** Resets the form to the current version, the member's edits dropped. */
  onReload: () => void;
  /** Marks the next save as made over the current version; the button submits the form. */
  onSaveOver: () => void;
};

/**
 * Shown in an edit form when its save was refused because the item changed since it was loaded
 * (another tab): what changed, and the member's two ways on. It sits inside the form, so "Save mine
 * over them" saves what the form holds now.
 */
export function ChangedSinceLoaded({ message, changes, onReload, onSaveOver }: ChangedSinceLoadedProps) {
  const [confirmingReload, setConfirmingReload] = useState(false);
  return (
    <Alert color="orange" title="Changed since you opened it" icon={<IconAlertTriangle size={18} />} aria-label="Changed since you opened it">
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        {changes.length > 0 ? (
          <List size="sm">
            {changes.map((change) => (
              <List.Item key={change}>{change}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">None of the fields on this form changed.</Text>
        )}
        {confirmingReload ? (
          <Group gap="sm">
            <Text size="sm">What you typed on this page will be lost.</Text>
            <Button size="xs" color="red" onClick={onReload}>
              Drop my changes and reload
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirmingReload(false)}>
              Keep my changes
            </Button>
          </Group>
        ) : (
          <Group gap="sm">
            <Button size="xs" variant="default" onClick={() => setConfirmingReload(true)}>
              Reload with their changes
            </Button>
            <Button size="xs" type="submit" onClick={onSaveOver}>
              Save mine over them
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/** A save refused for a stale version: the server's message, the item as it is now, and whether the member chose to save over it. */
type Conflict<Item> = { message: string; current: Item; saveOver: boolean };

type VersionCheckOptions<Item> = {
  /** The item as the form loaded it. */
  loaded: Item;
  /** Reads the item as it is now, past the query cache (whose answer is this tab's own old one). */
  reload: () => Promise<Item>;
  /** The form's values of a version, compared field by field to say what changed. */
  formValues: (item: Item) => object;
  /** The names of the form's fields, in words. */
  fieldLabels: Readonly<Record<string, string>>;
};

export type VersionCheck<Item> = {
  /** The version the form's values come from: a refetch while the member types does not move it on; reloading does. */
  version: Item;
  /** What changed and the member's two ways on, after a save refused for a stale version; null otherwise. Placed inside the form. */
  panel: ReactNode;
  /** The `expected_updated_at` of the next save: the loaded version, or the current one when the member chose to save over it. */
  expectedVersion: () => string;
  /** After a refused save: whether it was refused for a stale version, in which case the panel now shows what changed. */
  refusedAsStale: (error: unknown) => Promise<boolean>;
  /** After a save went through: no conflict is left to show. */
  saved: () => void;
};

/**
 * The version check of an edit form (docs/decisions/0012): every save carries the version the form
 * loaded; a save refused because the item changed since (another tab) shows what changed, to reload
 * it or save over it.
 */
export function useVersionCheck<Item extends { updated_at: string }>({ loaded, reload, formValues, fieldLabels }: VersionCheckOptions<Item>): VersionCheck<Item> {
  const [version, setVersion] = useState(loaded);
  const [conflict, setConflict] = useState<Conflict<Item> | null>(null);
  const panel = conflict ? (
    <ChangedSinceLoaded
      message={conflict.message}
      changes={describeChangesSince(formValues(version), formValues(conflict.current), fieldLabels)}
      onReload={() => {
        setVersion(conflict.current);
        setConflict(null);
      }}
      // Rendered before the button's submit goes out, so that save is the one made over the current version.
      onSaveOver={() => flushSync(() => setConflict({ ...conflict, saveOver: true }))}
    />
  ) : null;
  return {
    version,
    panel,
    expectedVersion: () => {
      if (!conflict?.saveOver) return version.updated_at;
      setConflict({ ...conflict, saveOver: false });
      return conflict.current.updated_at;
    },
    refusedAsStale: async (error) => {
      if (!isStaleVersion(error)) return false;
      setConflict({ message: error.message, current: await reload(), saveOver: false });
      return true;
    },
    saved: () => setConflict(null),
  };
}
