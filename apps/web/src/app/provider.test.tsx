import { act, render, screen, within } from '@testing-library/react';
import { AppProvider, SESSION_ENDED_MESSAGE } from './provider';
import { createTestQueryClient } from '../testing/test-utils';
import { call } from '../lib/call';
import { sessionQueryKey } from '../lib/auth';
import { fail, stubApi } from '../testing/api-stub';
import { createSession } from '../testing/factories';
import { notifyError, notifySuccess } from '../lib/notify';

/** The app's own providers place and time the toasts: render them, not a stand-in. */
function renderApp(queryClient = createTestQueryClient()) {
  render(
    <AppProvider queryClient={queryClient}>
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
  ])('close %s toasts after 5 seconds', async (_kind, notify) => {
    vi.useFakeTimers();
    renderApp();
    act(() => notify('Your password has been changed'));
    // The toast reaches Mantine's store once lib/toast-store.ts has loaded.
    await act(async () => {
      await import('../lib/toast-store');
    });
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('alert')).toHaveTextContent('Your password has been changed');

    act(() => vi.advanceTimersByTime(100));
    // The closing transition starts once the toast has been hidden.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a session the server no longer accepts', () => {
  it('is forgotten, and the member is told it ended', async () => {
    stubApi({ 'GET /dashboard/summary': fail(401, 'Log in to continue') });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(sessionQueryKey, createSession());
    renderApp(queryClient);
    await expect(call('getDashboardSummary')).rejects.toThrow('Log in to continue');
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
  });

  it('says nothing when there was no session to end (a visitor)', async () => {
    stubApi({ 'GET /dashboard/summary': fail(401, 'Log in to continue') });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(sessionQueryKey, null);
    renderApp(queryClient);
    await expect(call('getDashboardSummary')).rejects.toThrow('Log in to continue');
    expect(screen.queryByText(SESSION_ENDED_MESSAGE)).not.toBeInTheDocument();
  });
});
