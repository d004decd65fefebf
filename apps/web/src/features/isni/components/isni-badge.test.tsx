import { act, fireEvent, screen } from '@testing-library/react';
import { LOADING_TIMEOUT } from '../../../config/constants';
import { fail, ok, PENDING, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { IsniBadge } from './isni-badge';

describe('ISNI badge', () => {
  it('shows that it is loading', () => {
    stubApi({ 'GET /user/user_isni': PENDING });
    renderWithProviders(<IsniBadge />);
    expect(screen.getByLabelText('ISNI loading')).toBeInTheDocument();
  });

  it('turns into its error state after 120 s without an answer, and asks again when clicked', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let calls = 0;
      stubApi({ 'GET /user/user_isni': () => (++calls === 1 ? PENDING : ok({ isni_number: '000000012103268X' })) });
      renderWithProviders(<IsniBadge />);
      act(() => vi.advanceTimersByTime(LOADING_TIMEOUT - 1000));
      expect(screen.getByLabelText('ISNI loading')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      vi.useRealTimers();
      fireEvent.click(await screen.findByRole('button', { name: 'ISNI unavailable' }));
      expect(await screen.findByText('0000 0001 2103 268X')).toBeInTheDocument();
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an error when the ISNI cannot be loaded', async () => {
    stubApi({ 'GET /user/user_isni': fail(500, 'Internal error') });
    renderWithProviders(<IsniBadge />);
    expect(await screen.findByRole('button', { name: 'ISNI unavailable', description: 'Your ISNI could not be loaded. Click to try again.' })).toBeInTheDocument();
  });

  it('shows the number in its display form', async () => {
    const { calls } = stubApi({ 'GET /user/user_isni': ok({ isni_number: '000000012103268X' }) });
    renderWithProviders(<IsniBadge />);
    // "ISNI" and the number, which a narrow header puts on a line of its own, never cut short.
    const number = await screen.findByText('0000 0001 2103 268X');
    expect(number.parentElement).toHaveTextContent(/^ISNI 0000 0001 2103 268X$/);
    expect(calls.map((c) => c.path)).toEqual(['/user/user_isni']);
  });

  it('reads pending when there is no number', async () => {
    stubApi({ 'GET /user/user_isni': ok({ isni_number: null }) });
    renderWithProviders(<IsniBadge />);
    expect(await screen.findByLabelText('ISNI pending')).toHaveAttribute('title', 'The society has not assigned your ISNI yet');
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
