import { Group, UnstyledButton, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { ELLIPSIS, paginationRange } from '../../lib/pagination';
import classes from './pagination.module.css';

type PaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
};

/** Page buttons following the app's pattern (lib/pagination, docs/architecture.md#constants): all pages up to 7, ellipses beyond. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = paginationRange(page, totalPages);

  return (
    <nav aria-label="Pagination">
      <Group gap={6} justify="center" component="ul" className={classes.list}>
        <li>
          <UnstyledButton className={classes.control} onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label="Previous page">
            <IconChevronLeft size={16} />
          </UnstyledButton>
        </li>
        {items.map((item, index) =>
          item === ELLIPSIS ? (
            <li key={`ellipsis-${index}`} aria-hidden>
              <Text c="dimmed" px={4}>
                {ELLIPSIS}
              </Text>
            </li>
          ) : (
            <li key={item}>
              <UnstyledButton
                className={classes.control}
                data-active={item === page || undefined}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onChange(item)}
              >
                {item}
              </UnstyledButton>
            </li>
          ),
        )}
        <li>
          <UnstyledButton className={classes.control} onClick={() => onChange(page + 1)} disabled={page >= totalPages} aria-label="Next page">
            <IconChevronRight size={16} />
          </UnstyledButton>
        </li>
      </Group>
    </nav>
  );
}
