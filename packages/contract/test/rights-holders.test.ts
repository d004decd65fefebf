import { describe, expect, it } from 'vitest';
import { memberRightsHolderProfile, rightsHolderCreate, rightsHolderSearchQuery } from '../src/rights-holders';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.')).sort() ?? [];

describe('rightsHolderCreate', () => {
  it('needs only a name and a kind, and stores identifiers compact', () => {
    expect(rightsHolderCreate.parse({ name: ' Ada Lovelace ', kind: 'person' })).toEqual({
      name: 'Ada Lovelace',
      kind: 'person',
    });
    expect(
      rightsHolderCreate.parse({
        name: 'Ada Lovelace',
        kind: 'person',
        isni: 'ISNI 0000 0001 2281 955X',
        ipi_name_number: '199',
        ipi_base_number: 'i0000002297',
        roles: ['composer', 'lyricist', 'composer'],
        nationality: 'gb',
      }),
    ).toEqual({
      name: 'Ada Lovelace',
      kind: 'person',
      isni: '000000012281955X',
      ipi_name_number: '00000000199',
      ipi_base_number: 'I-000000229-7',
      roles: ['composer', 'lyricist'],
      nationality: 'GB',
    });
  });

  it('reads blank identifiers as none', () => {
    const parsed = rightsHolderCreate.parse({ name: 'Ada', kind: 'person', isni: '', ipi_name_number: ' ' });
    expect(parsed.isni).toBeNull();
    expect(parsed.ipi_name_number).toBeNull();
  });

  it('refuses bad identifiers, a missing name, an overlong name and an unknown kind, each with its message', () => {
    const result = rightsHolderCreate.safeParse({
      name: '',
      kind: 'band',
      isni: '0000 0001 2281 9559',
      ipi_name_number: '00000000100',
      ipi_base_number: 'I-000000229-8',
    });
    expect(paths(result)).toEqual(['ipi_base_number', 'ipi_name_number', 'isni', 'kind', 'name']);
    expect(result.error?.issues.find((i) => i.path[0] === 'kind')?.message).toBe('Choose person or organisation');
    expect(rightsHolderCreate.safeParse({ name: 'x'.repeat(201), kind: 'person' }).error?.issues[0]?.message).toBe(
      'Name must be at most 200 characters',
    );
  });

  it('refuses unknown fields', () => {
    expect(rightsHolderCreate.safeParse({ name: 'Ada', kind: 'person', is_member: true }).success).toBe(false);
  });
});

describe('rightsHolderSearchQuery', () => {
  it('reads name, identifiers and the self flag from the query string', () => {
    expect(rightsHolderSearchQuery.parse({ q: ' lovelace ', isni: '0000 0001 2281 955X', ipi: '199', self: 'false' })).toEqual({
      page: 1,
      pageSize: 20,
      q: 'lovelace',
      isni: '000000012281955X',
      ipi: '00000000199',
      self: false,
    });
    expect(rightsHolderSearchQuery.parse({ self: 'true' }).self).toBe(true);
  });

  it('refuses an invalid ISNI rather than finding nothing', () => {
    expect(paths(rightsHolderSearchQuery.safeParse({ isni: '1234' }))).toEqual(['isni']);
  });
});

describe('memberRightsHolderProfile', () => {
  it('makes an individual a person with their roles', () => {
    expect(
      memberRightsHolderProfile({ register_as: 'individual', roles: ['songwriter', 'performer'], corporation_kind: null }),
    ).toEqual({ kind: 'person', roles: ['songwriter', 'performer'] });
  });
  it('makes a corporation an organisation with the roles of its business', () => {
    expect(
      memberRightsHolderProfile({ register_as: 'corporate', roles: [], corporation_kind: 'publisher_and_label' }),
    ).toEqual({ kind: 'organisation', roles: ['publisher', 'record_label'] });
    expect(memberRightsHolderProfile({ register_as: 'corporate', roles: [], corporation_kind: 'management' }).roles).toEqual([]);
  });
});
