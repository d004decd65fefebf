import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';

function renderPagination(page: number, totalPages: number) {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <Pagination page={page} totalPages={totalPages} onChange={onChange} />
    </MantineProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

describe('Pagination', () => {
  it('shows the ellipsis pattern and marks the current page', () => {
    renderPagination(10, 20);
    const pages = screen.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);
    expect(pages).toEqual(['1', '9', '10', '11', '20']);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes to the chosen, previous and next page', async () => {
    const { onChange, user } = renderPagination(10, 20);
    await user.click(screen.getByRole('button', { name: 'Page 11' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[11], [9], [11]]);
  });

  it('cannot go before the first page', () => {
    renderPagination(1, 3);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('shows nothing for a single page', () => {
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
