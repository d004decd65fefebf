import { MantineProvider } from '@mantine/core';
import type { PageMeta } from '@repertoire/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './data-table';

type Row = { id: string; title: string };

function renderTable(meta: PageMeta, rows: Row[], onPageChange: (page: number) => void = () => {}) {
  render(
    <MantineProvider>
      <DataTable
        label="Registered works"
        columns={[{ key: 'title', header: 'Title', render: (row: Row) => row.title }]}
        rows={rows}
        getRowKey={(row) => row.id}
        meta={meta}
        onPageChange={onPageChange}
        empty="Nothing"
      />
    </MantineProvider>,
  );
}

const rows = Array.from({ length: 20 }, (_, i) => ({ id: String(i), title: `Work ${i}` }));

describe('DataTable', () => {
  it('says how many matches there are', () => {
    renderTable({ page: 2, pageSize: 20, total: 1234, totalPages: 62 }, rows);
    expect(screen.getByText('Showing 21–40 of 1,234')).toBeInTheDocument();
  });

  it('says "more than" when the list stopped counting at its cap, and pages as far as it counted', () => {
    renderTable({ page: 1, pageSize: 20, total: 10000, totalPages: 500, totalIsCapped: true }, rows);
    expect(screen.getByText('Showing 1–20 of more than 10,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 500' })).toBeInTheDocument();
  });

  it('tells a page past the end apart from an empty list, and offers the last page', async () => {
    const onPageChange = vi.fn();
    renderTable({ page: 9, pageSize: 20, total: 45, totalPages: 3 }, [], onPageChange);
    expect(screen.getByText('There is no page 9')).toBeInTheDocument();
    expect(screen.getByText('This list has 3 pages.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the last page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows its empty state when the list has nothing at all', () => {
    renderTable({ page: 1, pageSize: 20, total: 0, totalPages: 0 }, []);
    expect(screen.getByText('Nothing')).toBeInTheDocument();
  });
});
