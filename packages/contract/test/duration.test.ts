import { describe, expect, it } from 'vitest';
import { durationField, durationTextField, formatDuration, MAX_DURATION_SECONDS, parseDuration } from '../src/duration';

describe('parseDuration', () => {
  it.each([
    ['3:45', 225],
    ['03:45', 225],
    [' 0:07 ', 7],
    ['75:00', 4_500],
    ['1:02:03', 3_723],
    ['01:02:03', 3_723],
    ['23:59:59', MAX_DURATION_SECONDS],
    ['0:00', 0],
  ])('reads %j as %d seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it.each(['', '345', '3:60', '3:5', '1:60:00', '24:00:00', '1440:00', 'a:bc', '-1:00', '3.45'])(
    'refuses %j',
    (text) => {
      expect(parseDuration(text)).toBeNull();
    },
  );
});

describe('formatDuration', () => {
  it.each([
    [0, '00:00'],
    [7, '00:07'],
    [225, '03:45'],
    [3_599, '59:59'],
    [3_600, '1:00:00'],
    [3_723, '1:02:03'],
    [MAX_DURATION_SECONDS, '23:59:59'],
  ])('shows %d seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
    expect(parseDuration(text)).toBe(seconds);
  });
});

describe('duration fields', () => {
  it('takes whole seconds below a day in the API', () => {
    expect(durationField.parse(225)).toBe(225);
    expect(durationField.safeParse(-1).error?.issues[0]?.message).toBe('Duration cannot be negative');
    expect(durationField.safeParse(86_400).error?.issues[0]?.message).toBe('Duration must be less than 24 hours');
    expect(durationField.safeParse(3.5).error?.issues[0]?.message).toBe('Duration must be whole seconds');
  });

  it('reads a typed duration in forms', () => {
    expect(durationTextField.parse('3:45')).toBe(225);
    expect(durationTextField.safeParse('3 minutes').error?.issues[0]?.message).toBe(
      'Enter the duration as mm:ss or h:mm:ss, e.g. 03:45',
    );
  });
});
