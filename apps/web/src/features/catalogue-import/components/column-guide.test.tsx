import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/test-utils';
import { ColumnGuide } from './column-guide';

describe('the column guide', () => {
  it('explains each alternative title’s type column, right after its title, with the types it takes', () => {
    renderWithProviders(<ColumnGuide kind="works" />);
    const guide = screen.getByRole('table', { name: 'Columns of the musical works template' });
    const headers = within(guide)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(headers.indexOf('Alternative title 1 type')).toBe(headers.indexOf('Alternative title 1') + 1);
    const row = within(guide).getByText('Alternative title 1 type').closest('tr');
    expect(row).toHaveTextContent('empty means Alternative title');
    expect(row).toHaveTextContent('Translated title, TT');
  });
});
