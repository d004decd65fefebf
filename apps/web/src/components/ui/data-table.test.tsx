import { MantineProvider } from '@mantine/core';
import type { PageMeta } from '@repertoire/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table';

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

type Share = { id: string; holder: string; role: string; performance: string; status: string };

const shareColumns: DataTableColumn<Share>[] = [
  { key: 'holder', header: 'Rights holder', render: (row) => row.holder },
  { key: 'role', header: 'Role', render: (row) => row.role },
  { key: 'performance', header: 'Performance', align: 'right', render: (row) => row.performance },
  { key: 'status', header: 'Status', visibleFrom: 'md', render: (row) => row.status },
  { key: 'actions', header: 'Actions', card: 'actions', render: (row) => <button type="button">Edit {row.holder}</button> },
];
const shares: Share[] = [
  { id: '1', holder: 'Ada Okafor', role: 'Composer', performance: '50.00%', status: 'Registered' },
  { id: '2', holder: 'Tariq Mensah', role: 'Author', performance: '50.00%', status: 'In review' },
];

/** Answers the media query of phones (below the `sm` breakpoint) as a browser 390 px wide would. */
function onPhone() {
  const wideScreen = vi.mocked(window.matchMedia).getMockImplementation();
  if (!wideScreen) throw new Error('setup-tests stubs window.matchMedia');
  vi.mocked(window.matchMedia).mockImplementation((query: string) => ({ ...wideScreen(query), matches: query.includes('width <') }));
}

function renderShares() {
  render(
    <MantineProvider>
      <DataTable label="Rights holders and shares" columns={shareColumns} rows={shares} getRowKey={(row) => row.id} empty="Nothing" />
    </MantineProvider>,
  );
}

describe('DataTable on a phone', () => {
  it('is a table on wider screens', () => {
    renderShares();
    const table = screen.getByRole('table', { name: 'Rights holders and shares' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Rights holder', 'Role', 'Performance', 'Status', 'Actions']);
    expect(screen.queryByRole('list', { name: 'Rights holders and shares' })).not.toBeInTheDocument();
  });

  it('shows each row as a card: the first column as its title, every other as label and value, the actions at its foot', () => {
    onPhone();
    renderShares();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Rights holders and shares' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const [first] = cards;
    if (!first) throw new Error('No first card');
    expect(first.firstElementChild?.firstElementChild).toHaveTextContent(/^Ada Okafor$/);
    const labels = within(first).getAllByRole('term').map((term) => term.textContent);
    const values = within(first).getAllByRole('definition').map((value) => value.textContent);
    // A column the table hides on narrow screens (Status) is still on the card; the actions have no label.
    expect(labels).toEqual(['Role', 'Performance', 'Status']);
    expect(values).toEqual(['Composer', '50.00%', 'Registered']);
    expect(within(first).getByRole('button', { name: 'Edit Ada Okafor' })).toBeInTheDocument();
  });

  it('leaves a column out of a card whose row has nothing in it, so a lone label never stands for a value', () => {
    onPhone();
    const columns: DataTableColumn<Share>[] = [
      ...shareColumns.slice(0, 2),
      { key: 'dispute', header: 'In dispute', render: (row) => (row.status === 'In review' ? 'Disputed' : null) },
    ];
    render(
      <MantineProvider>
        <DataTable label="Rights holders and shares" columns={columns} rows={shares} getRowKey={(row) => row.id} empty="Nothing" />
      </MantineProvider>,
    );
    const [settled, disputed] = within(screen.getByRole('list', { name: 'Rights holders and shares' })).getAllByRole('listitem');
    if (!settled || !disputed) throw new Error('Two cards expected');
    expect(within(settled).getAllByRole('term').map((term) => term.textContent)).toEqual(['Role']);
    expect(settled).not.toHaveTextContent('In dispute');
    expect(within(disputed).getAllByRole('term').map((term) => term.textContent)).toEqual(['Role', 'In dispute']);
    expect(within(disputed).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Author', 'Disputed']);
  });

  it('shows cards on a wider screen too where the table would not fit its place (a tablet beside the side menu)', async () => {
    // The list's place measures 480 px, less than the 560 px the table needs.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe(target: Element) {
          this.report([{ target, borderBoxSize: [{ inlineSize: 480, blockSize: 300 }], contentRect: new DOMRect(0, 0, 480, 300) } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    renderShares();
    expect(await screen.findByRole('list', { name: 'Rights holders and shares' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

