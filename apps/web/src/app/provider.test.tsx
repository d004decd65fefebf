import { act, render, screen, within } from '@testing-library/react';
import { AppProvider } from './provider';
import { createTestQueryClient } from '../testing/test-utils';
import { notifyError, notifySuccess } from '../lib/notify';

/** The app's own providers place and time the toasts: render them, not a stand-in. */
function renderApp() {
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <p>screen</p>
    </AppProvider>,
  );
}

function toastColor(toast: HTMLElement) {
  return toast.style.getPropertyValue('--notification-color');
}

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('show a success in green at the top centre', async () => {
    renderApp();
    act(() => notifySuccess('Your profile has been saved', 'Saved'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('SavedYour profile has been saved');
    expect(toastColor(toast)).toBe('var(--mantine-color-green-filled)');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'top-center');
  });

  it('show an error in red at the top centre', async () => {
    renderApp();
    act(() => notifyError('Error reporting not send'));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error reporting not send')).toBeInTheDocument();
    expect(toastColor(toast)).toBe('var(--mantine-color-red-filled)');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'top-center');
  });

  it.each([
    ['success', notifySuccess],
    ['error', notifyError],
  ])('close %s toasts after 5 seconds', (_kind, notify) => {
    vi.useFakeTimers();
    renderApp();
    act(() => notify('Your password has been changed'));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('alert')).toHaveTextContent('Your password has been changed');

    act(() => vi.advanceTimersByTime(100));
    // The closing transition starts once the toast has been hidden.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
