import { describe, expect, it } from 'vitest';
import { profilePatch } from '../src/profile';

describe('profilePatch', () => {
  it('accepts any subset of the profile', () => {
    expect(profilePatch.parse({})).toEqual({});
    expect(profilePatch.parse({ given_name: ' Ada ', country: 'fr' })).toEqual({ given_name: 'Ada', country: 'FR' });
  });

  it('refuses unknown keys', () => {
    const result = profilePatch.safeParse({ given_name: 'Ada', email: 'other@example.com' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('normalises the IPI name number and lets it be cleared', () => {
    expect(profilePatch.parse({ ipi_name_number: '199' })).toEqual({ ipi_name_number: '00000000199' });
    expect(profilePatch.parse({ ipi_name_number: null })).toEqual({ ipi_name_number: null });
    expect(profilePatch.safeParse({ ipi_name_number: '00000000100' }).success).toBe(false);
  });

  it('refuses an empty role list', () => {
    expect(profilePatch.safeParse({ roles: [] }).error?.issues[0]?.message).toBe('Choose at least one role');
  });
});
