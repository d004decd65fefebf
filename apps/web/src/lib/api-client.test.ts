import { LOADING_TIMEOUT } from '../config/constants';
import { fail, ok, PENDING, stubApi } from '../testing/api-stub';
import { createNotification, createProfile, createSession } from '../testing/factories';
import { ApiError, filenameFromDisposition, NO_ANSWER, requestFile, setBearerToken, setUnauthorizedHandler } from './api-client';
import { call, callPage } from './call';

afterEach(() => {
  setBearerToken(null);
  setUnauthorizedHandler(null);
});

describe('api client', () => {
  it('gives up a call the server has not answered within 120 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      stubApi({ 'GET /user/profile': PENDING });
      const pending = call('getProfile');
      const outcome = expect(pending).rejects.toMatchObject({ message: NO_ANSWER, status: 0 });
      vi.advanceTimersByTime(LOADING_TIMEOUT - 1);
      await Promise.resolve();
      vi.advanceTimersByTime(1);
      await outcome;
      expect((await pending.catch((error: unknown) => error)) instanceof ApiError).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('calls {host}/api/v1 with the session cookie and returns body.data.data', async () => {
    const { calls, fetchMock } = stubApi({ 'GET /user/user_isni': ok({ isni_number: '0000000121032683' }) });
    await expect(call('getOwnIsni')).resolves.toEqual({ isni_number: '0000000121032683' });
    expect(calls[0]?.url).toBe('/api/v1/user/user_isni');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include', method: 'GET' });
  });

  it('returns the items and data.meta of list endpoints', async () => {
    const meta = { page: 2, pageSize: 10, total: 25, totalPages: 3, unread: 1 };
    const notification = createNotification();
    stubApi({ 'GET /notifications': ok([notification], meta) });
    await expect(callPage('listNotifications', { query: { page: 2, pageSize: 10 } })).resolves.toEqual({ data: [notification], meta });
  });

  it('sends a bearer token only when one is set', async () => {
    const { calls } = stubApi({ 'GET /auth/session': ok(createSession()) });
    await call('getSession');
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    setBearerToken('opaque-token');
    await call('getSession');
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer opaque-token');
  });

  it('sends JSON bodies', async () => {
    const { calls } = stubApi({ 'PATCH /user/profile': ok(createProfile()) });
    await call('updateProfile', { body: { phone: '+44 20 7946 0958' } });
    expect(calls[0]?.body).toEqual({ phone: '+44 20 7946 0958' });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('throws the server message, status and field errors', async () => {
    stubApi({ 'POST /auth/signup': fail(400, 'Some fields are not valid', [{ path: 'email', message: 'Enter a valid email address' }]) });
    const error = await call('signUp', { body: {} as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Some fields are not valid', errors: [{ path: 'email', message: 'Enter a valid email address' }] });
  });

  it('falls back to its own message when the answer carries none (a gateway in front of the API)', async () => {
    // Not an answer of the API, whose refusals always carry a message: fetch is stubbed by hand.
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 502 })));
    await expect(call('health')).rejects.toMatchObject({ status: 502, message: 'Request failed with status 502' });
  });

  it('falls back to the network error message when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(call('health')).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
  });

  it('treats a 401 on a protected call as logged out', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubApi({ 'GET /user/profile': fail(401, 'Your session has ended'), 'GET /auth/session': fail(401, 'No session') });
    await expect(call('getProfile')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    await expect(call('getSession', { allowUnauthorized: true })).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('downloads a file through the same session, with the name the server gives it', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('Date,Event\r\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="sound-recording-logs-2024-05-02.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    setBearerToken('opaque-token');
    const file = await requestFile('/sound-recordings/logs/export', { query: { event: 'updated', from: undefined } });
    expect(file.filename).toBe('sound-recording-logs-2024-05-02.csv');
    await expect(file.blob.text()).resolves.toBe('Date,Event\r\n');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/sound-recordings/logs/export?event=updated');
    expect(init).toMatchObject({ credentials: 'include', method: 'GET' });
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer opaque-token');
  });

  it('throws the server message when a download is refused', async () => {
    stubApi({ 'GET /sound-recordings/logs/export': fail(400, 'The end date cannot be before the start date') });
    await expect(requestFile('/sound-recordings/logs/export')).rejects.toMatchObject({ status: 400, message: 'The end date cannot be before the start date' });
  });

  it('reads the file name of a Content-Disposition header, plain or encoded', () => {
    expect(filenameFromDisposition('attachment; filename="logs.csv"')).toBe('logs.csv');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''journal%20de%20bord.csv")).toBe('journal de bord.csv');
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
