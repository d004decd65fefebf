import { ApiError, NO_ANSWER } from './api-client';
import { shouldRetry } from './query-client';

describe('retrying a failed query', () => {
  it('asks twice more after a server or network error', () => {
    const unreachable = new ApiError('The server could not be reached: check your connection', 0);
    expect([0, 1, 2].map((count) => shouldRetry(count, unreachable))).toEqual([true, true, false]);
    expect(shouldRetry(0, new ApiError('Something went wrong on our side', 500))).toBe(true);
  });

  it('never asks again after a client error or a call given up after 120 seconds', () => {
    expect(shouldRetry(0, new ApiError('Not found', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError(NO_ANSWER, 0))).toBe(false);
  });
});
