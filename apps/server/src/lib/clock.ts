/**
 * The time as the app reads it. Passed in (Deps, buildApp) rather than read from `Date`, so
 * tests of rate limits, throttles and mail retries move time on instead of waiting.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
