import { screen } from '@testing-library/react';
import { fail, ok, PENDING, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { IsniBadge } from './isni-badge';

describe('ISNI badge', () => {
  it('shows that it is loading', () => {
    stubApi({ 'GET /user/user_isni': PENDING });
    renderWithProviders(<IsniBadge />);
    expect(screen.getByLabelText('ISNI loading')).toBeInTheDocument();
  });

  it('shows an error when the ISNI cannot be loaded', async () => {
    stubApi({ 'GET /user/user_isni': fail(500, 'Internal error') });
    renderWithProviders(<IsniBadge />);
    expect(await screen.findByText('ISNI unavailable')).toBeInTheDocument();
  });

  it('shows the number in its display form', async () => {
    const { calls } = stubApi({ 'GET /user/user_isni': ok({ isni_number: '000000012103268X' }) });
    renderWithProviders(<IsniBadge />);
    expect(await screen.findByText('ISNI 0000 0001 2103 268X')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/user/user_isni']);
  });

  it('reads pending when there is no number', async () => {
    stubApi({ 'GET /user/user_isni': ok({ isni_number: null }) });
    renderWithProviders(<IsniBadge />);
    expect(await screen.findByText('ISNI pending')).toBeInTheDocument();
  });

  it('reads pending when the number is all zeros', async () => {
    stubApi({ 'GET /user/user_isni': ok({ isni_number: '0000 0000 0000 0000' }) });
    renderWithProviders(<IsniBadge />);
    expect(await screen.findByText('ISNI pending')).toBeInTheDocument();
    expect(screen.queryByText(/0000 0000/)).not.toBeInTheDocument();
  });

  it('caches the answer under fetchISNI', async () => {
    stubApi({ 'GET /user/user_isni': ok({ isni_number: null }) });
    const { queryClient } = renderWithProviders(<IsniBadge />);
    await screen.findByText('ISNI pending');
    expect(queryClient.getQueryData(['fetchISNI'])).toEqual({ isni_number: null });
  });
});
