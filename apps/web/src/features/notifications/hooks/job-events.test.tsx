import { act, screen, waitFor } from '@testing-library/react';
import { JOB_EVENT, type Job } from '@repertoire/contract';
import { useJob } from '../../../lib/jobs/get-job';
import { ok, stubApi } from '../../../testing/api-stub';
import { stubEventSource } from '../../../testing/event-source-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { useNotificationStream } from './use-notification-stream';

const JOB_ID = '7d3f1c2a-9b8e-4f6d-a1c2-3b4d5e6f7a8b';

function aJob(overrides: Partial<Job> = {}): Job {
  return {
    id: JOB_ID,
    kind: 'works.import',
    state: 'running',
    progress: { done: 10, total: 100 },
    result: null,
    error: null,
    cancel_requested: false,
    created_at: '2026-11-27T01:00:00.000Z',
    started_at: '2026-11-27T01:00:01.000Z',
    finished_at: null,
    ...overrides,
  };
}

function JobProgress() {
  useNotificationStream();
  const { data: job } = useJob(JOB_ID);
  if (!job) return <p>Loading</p>;
  return <p>{`${job.state}: ${job.progress.done} of ${String(job.progress.total)}`}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a job’s progress', () => {
  it('moves with the stream’s job events, without asking the server again', async () => {
    const EventSource = stubEventSource();
    const api = stubApi({ [`GET /jobs/${JOB_ID}`]: ok(aJob()) });
    renderWithProviders(<JobProgress />);
    expect(await screen.findByText('running: 10 of 100')).toBeInTheDocument();
    await waitFor(() => expect(EventSource.instances).toHaveLength(1));
    const asked = api.calls.length;

    act(() => EventSource.instances[0]?.emit(JOB_EVENT, aJob({ progress: { done: 60, total: 100 } })));
    expect(await screen.findByText('running: 60 of 100')).toBeInTheDocument();
    act(() => EventSource.instances[0]?.emit(JOB_EVENT, aJob({ state: 'succeeded', progress: { done: 100, total: 100 } })));
    expect(await screen.findByText('succeeded: 100 of 100')).toBeInTheDocument();
    expect(api.calls.length).toBe(asked);
  });

  it('ignores an event that is not a job', async () => {
    const EventSource = stubEventSource();
    stubApi({ [`GET /jobs/${JOB_ID}`]: ok(aJob()) });
    renderWithProviders(<JobProgress />);
    expect(await screen.findByText('running: 10 of 100')).toBeInTheDocument();
    await waitFor(() => expect(EventSource.instances).toHaveLength(1));
    act(() => EventSource.instances[0]?.emit(JOB_EVENT, { nothing: 'here' }));
    expect(screen.getByText('running: 10 of 100')).toBeInTheDocument();
  });
});
