import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/test-utils';
import { RegistrationDetailsOrEdit } from './registration-edit';

describe('RegistrationDetailsOrEdit', () => {
  it('opens the edit form on ?edit=1 while the status allows editing', () => {
    renderWithProviders(<RegistrationDetailsOrEdit status="draft" edit={<p>edit form</p>} details={<p>details</p>} />, { url: '/entries/1?edit=1' });
    expect(screen.getByText('edit form')).toBeInTheDocument();
  });

  it('shows the details on ?edit=1 once the status forbids editing (in review)', () => {
    renderWithProviders(<RegistrationDetailsOrEdit status="submitted" edit={<p>edit form</p>} details={<p>details</p>} />, { url: '/entries/1?edit=1' });
    expect(screen.getByText('details')).toBeInTheDocument();
    expect(screen.queryByText('edit form')).not.toBeInTheDocument();
  });
});
