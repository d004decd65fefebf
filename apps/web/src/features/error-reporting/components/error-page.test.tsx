import { screen } from '@testing-library/react';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { ErrorPage } from './error-page';

function boom() {
  const error = new Error('Cannot read properties of undefined');
  error.stack = 'Error: Cannot read properties of undefined\n    at Dashboard (dashboard.tsx:12:7)';
  return error;
}

describe('error page', () => {
  it('shows the heading and both buttons', () => {
    stubApi({ 'POST /frontend/errorlogs': ok(null) });
    renderWithProviders(<ErrorPage error={boom()} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });

  it('reports the error stack once and confirms it', async () => {
    const { callsTo } = stubApi({ 'POST /frontend/errorlogs': ok(null) });
    renderWithProviders(<ErrorPage error={boom()} />, { url: '/dashboard' });
    expect(await screen.findByText('Error reporting send successfully')).toBeInTheDocument();
    expect(screen.getByText(/It has been reported to the society's support team/)).toBeInTheDocument();
    const reports = callsTo('POST', '/frontend/errorlogs');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.body).toEqual({
      description: 'Error: Cannot read properties of undefined\n    at Dashboard (dashboard.tsx:12:7)',
      url: window.location.href,
    });
  });

  it('says so when the report could not be sent', async () => {
    stubApi({ 'POST /frontend/errorlogs': fail(429, 'Too many requests') });
    renderWithProviders(<ErrorPage error={boom()} />);
    expect(await screen.findByText('Error reporting not send')).toBeInTheDocument();
    expect(screen.queryByText('Error reporting send successfully')).not.toBeInTheDocument();
    expect(screen.getByText(/It could not be reported/)).toBeInTheDocument();
    expect(screen.queryByText(/has been reported/)).not.toBeInTheDocument();
  });

  it('reloads the page on Reload Page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    stubApi({ 'POST /frontend/errorlogs': ok(null) });
    const { user } = renderWithProviders(<ErrorPage error={boom()} />);
    await user.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
