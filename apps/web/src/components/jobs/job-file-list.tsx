import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import type { DataTableColumn } from '../ui/data-table';
import { EmptyCell } from '../ui/empty-cell';
import { EmptyState } from '../ui/empty-state';
import { PagedQueryTable, type PagedQuery } from '../ui/paged-query-table';

/** A file a job reads or writes (a catalogue import, a member's CWR submission, a CWR export), as its list shows it. */
type JobFile = { id: string; file_name: string };

/** Files a page in every list of job-backed files. */
export const JOB_FILES_PAGE_SIZE = 10;

type JobFileListProps<T extends JobFile> = {
  /** A page of the list (pagedQueryOptions), newest first. */
  query: PagedQuery<T>;
  /** Accessible name of the table, e.g. "Your imports". */
  label: string;
  /** The list's columns, fileColumn first; the other column builders here give the state, date and figures. */
  columns: DataTableColumn<T>[];
  onPageChange: (page: number) => void;
  /** What the list shows before its first file. */
  empty: { title: string; description: string; icon: ReactNode };
};

/** Files handled by jobs, each leading to its page: their state, progress and figures, a page at a time. */
export function JobFileList<T extends JobFile>({ query, label, columns, onPageChange, empty }: JobFileListProps<T>) {
  return (
    <PagedQueryTable
      query={query}
      label={label}
      columns={columns}
      getRowKey={(file) => file.id}
      onPageChange={onPageChange}
      empty={<EmptyState {...empty} />}
    />
  );
}

/** The file's name leading to its page, with a line under it when `note` gives one. */
export function fileColumn<T extends JobFile>(href: (file: T) => string, note?: (file: T) => string): DataTableColumn<T> {
  return {
    key: 'file',
    header: 'File',
    render: (file) => {
      const name = (
        <Anchor component={Link} to={href(file)} fw={500}>
          {file.file_name}
        </Anchor>
      );
      if (!note) return name;
      return (
        <Stack gap={2}>
          {name}
          <Text size="xs" c="dimmed">
            {note(file)}
          </Text>
        </Stack>
      );
    },
  };
}

/** When the file came: "Uploaded", "Sent", "Created". */
export function dateColumn<T>(header: string, date: (file: T) => string, visibleFrom?: DataTableColumn<T>['visibleFrom']): DataTableColumn<T> {
  return { key: 'created', header, noWrap: true, ...(visibleFrom ? { visibleFrom } : {}), render: (file) => <Text size="sm">{formatDate(date(file))}</Text> };
}

/** The job's state as a badge, with its progress under it while `progress` gives one. */
export function stateColumn<T>(header: string, badge: (file: T) => ReactNode, progress?: (file: T) => string | null): DataTableColumn<T> {
  return {
    key: 'state',
    header,
    render: (file) => {
      if (!progress) return badge(file);
      const text = progress(file);
      return (
        <Stack gap={2} align="flex-start">
          {badge(file)}
          {text ? <Text size="xs">{text}</Text> : null}
        </Stack>
      );
    },
  };
}

/** What the job has counted so far ("120 rows · 118 ready"), or a dash before it has. */
export function figuresColumn<T>(key: string, header: string, text: (file: T) => string | null): DataTableColumn<T> {
  return {
    key,
    header,
    render: (file) => {
      const figures = text(file);
      return figures ? <Text size="sm">{figures}</Text> : <EmptyCell />;
    },
  };
}
