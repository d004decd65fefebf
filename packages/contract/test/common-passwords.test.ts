import { describe, expect, it } from 'vitest';
import { changePasswordRequest, passwordField } from '../src/auth';
import { isUncommonPassword, loadCommonPasswords } from '../src/common-passwords';

const tooCommon = 'This password is too common: choose another one';

// One file, one module state: these run in order, before and after the list is loaded.
describe('the refused passwords, loaded on demand', () => {
  it('cannot be checked by a synchronous parse before the list is loaded', () => {
    expect(() => passwordField.safeParse('iloveyou')).toThrow(/synchronous parse/);
  });

  it('are checked by an asynchronous parse, which loads the list', async () => {
    expect((await passwordField.safeParseAsync('Iloveyou1')).error?.issues.map((i) => i.message)).toEqual([tooCommon]);
    expect((await changePasswordRequest.safeParseAsync({ current_password: 'x', new_password: 'songwriter' })).error?.issues).toEqual([
      expect.objectContaining({ path: ['new_password'], message: tooCommon }),
    ]);
    expect((await passwordField.safeParseAsync('violet-harbour-1962')).success).toBe(true);
  });

  it('are answered at once, and so by a synchronous parse, once the list is loaded', async () => {
    const list = await loadCommonPasswords();
    expect(list.size).toBeGreaterThan(10_000);
    expect(isUncommonPassword('PASSWORD1')).toBe(false);
    expect(isUncommonPassword('violet-harbour-1962')).toBe(true);
    expect(passwordField.safeParse('composer1').error?.issues.map((i) => i.message)).toEqual([tooCommon]);
  });
});
