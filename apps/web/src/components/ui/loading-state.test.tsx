import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '../../lib/api-client';
import { LOADING_TIMEOUT } from '../../config/constants';
import { QueryState } from './loading-state';

function renderPendingQuery(refetch = vi.fn()) {
  const query = { data: undefined, error: null, isPending: true, refetch };
  render(
    <MantineProvider>
      <QueryState query={query}>{() => <p>loaded</p>}</QueryState>
    </MantineProvider>,
  );
  return { refetch };
}

describe('QueryState loading timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps loading until 120 seconds have passed', () => {
    renderPendingQuery();
    act(() => vi.advanceTimersByTime(LOADING_TIMEOUT - 1000));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry after 120 seconds, and Retry loads again', () => {
    const { refetch } = renderPendingQuery();
    act(() => vi.advanceTimersByTime(LOADING_TIMEOUT));
    expect(screen.getByText('This is taking too long')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(LOADING_TIMEOUT));
    expect(screen.getByText('This is taking too long')).toBeInTheDocument();
  });

  it('shows the data once loaded', () => {
    render(
      <MantineProvider>
        <QueryState query={{ data: 'x', error: null, isPending: false, refetch: vi.fn() }}>{(d) => <p>loaded {d}</p>}</QueryState>
      </MantineProvider>,
    );
    expect(screen.getByText('loaded x')).toBeInTheDocument();
  });
});

describe('QueryState errors', () => {
  function renderFailedQuery(error: Error) {
    render(
      <MantineProvider>
        <QueryState query={{ data: undefined, error, isPending: false, refetch: vi.fn() }}>{() => <p>loaded</p>}</QueryState>
      </MantineProvider>,
    );
  }

  it('offers Retry when asking again may help (server error, rate limit, network)', () => {
    for (const error of [new ApiError('The database is not answering', 503), new ApiError('Too many requests', 429), new Error('Failed to fetch')]) {
      renderFailedQuery(error);
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      cleanup();
    }
  });

  it('offers no Retry for a refusal of the request itself, such as a malformed id', () => {
    renderFailedQuery(new ApiError('Not a valid id', 400));
    expect(screen.getByText('Not a valid id')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
