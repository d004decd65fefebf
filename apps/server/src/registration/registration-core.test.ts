import { describe, expect, it } from 'vitest';
import { mayAccess } from './access';
import { changedFields, createdFields, statusChange, withStatusChange } from './audit';
import { keepLineIds, planLineWrites } from './lines';
import { withSentFields } from './fields';
import { memberStatus } from './registration.service';

const member = { id: 'm1', role: 'member' as const, name: 'Ada' };
const other = { id: 'm2', role: 'member' as const, name: 'Tariq' };
const staff = { id: 's1', role: 'staff' as const, name: 'Sam', staffRoles: ['reviewer'] as const };

describe('access policy', () => {
  const accesses = ['read', 'change', 'review', 'decide'] as const;
  const allowed = (actor: typeof member | typeof staff, item: { ownerId: string }) => accesses.map((access) => mayAccess(actor, item, access));

  it('lets the owner read and change, staff review and decide, and nobody else anything', () => {
    const item = { ownerId: 'm1' };
    expect(allowed(member, item)).toEqual([true, true, false, false]);
    expect(allowed(staff, item)).toEqual([false, false, true, true]);
    expect(allowed(other, item)).toEqual([false, false, false, false]);
  });

  it('treats staff on the member pages like any member: their own items only', () => {
    expect(allowed(staff, { ownerId: 's1' })).toEqual([true, true, true, true]);
  });
});

describe('member status', () => {
  it('reads a registered item with a change in review as in review, and one whose change was rejected as registered', () => {
    expect(memberStatus({ status: 'registered' }, { status: 'submitted' })).toBe('submitted');
    expect(memberStatus({ status: 'registered' }, { status: 'rejected' })).toBe('registered');
    expect(memberStatus({ status: 'draft' }, undefined)).toBe('draft');
  });
});

describe('audit entries', () => {
  it('names statuses as the screens do', () => {
    expect(statusChange('registered', 'submitted')).toEqual({ field: 'status', old: 'Registered', new: 'In review' });
  });

  it('lists changed fields in order, old → new, and what a new item was created with', () => {
    expect(changedFields({ title: 'A', genre: null }, { title: 'B', genre: null, duration: '3:00' })).toEqual([
      { field: 'title', old: 'A', new: 'B' },
      { field: 'duration', old: null, new: '3:00' },
    ]);
    expect(createdFields({ title: '', genre: null }, { title: 'Salt Road', genre: null })).toEqual([{ field: 'title', old: null, new: 'Salt Road' }]);
  });

  it('puts a status change on the updated entry, or in an entry of its own', () => {
    const share = { event: 'share_added', changes: [{ field: 'role', old: null, new: 'Composer' }] };
    expect(withStatusChange([share], 'registered', 'submitted')).toEqual([
      share,
      { event: 'updated', changes: [{ field: 'status', old: 'Registered', new: 'In review' }] },
    ]);
    const updated = { event: 'updated', changes: [{ field: 'title', old: 'A', new: 'B' }] };
    expect(withStatusChange([updated], 'registered', 'submitted')[0]?.changes).toHaveLength(2);
    expect(withStatusChange([updated], 'draft', 'draft')).toEqual([updated]);
  });
});

describe('stable lines', () => {
  it('gives a sent line the id of the stored line with its key, and a new id otherwise', () => {
    const stored = [
      { id: 'a', key: 'h1:composer' },
      { id: 'b', key: 'h2:author' },
    ];
    const sent = [{ key: 'h2:author' }, { key: 'h3:composer' }, { key: 'h1:composer' }];
    const ids = keepLineIds(stored, sent, (l) => l.key, (l) => l.key).map((l) => l.id);
    expect(ids[0]).toBe('b');
    expect(ids[2]).toBe('a');
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('plans deletions, in-place updates (values or position) and insertions', () => {
    const before = [
      { id: 'a', v: 1 },
      { id: 'b', v: 2 },
      { id: 'c', v: 3 },
    ];
    const after = [
      { id: 'a', v: 1 },
      { id: 'c', v: 4 },
      { id: 'd', v: 5 },
    ];
    const writes = planLineWrites(before, after, (x, y) => x.v === y.v);
    expect(writes.removed).toEqual(['b']);
    expect(writes.updated).toEqual([{ line: { id: 'c', v: 4 }, position: 1 }]);
    expect(writes.inserted).toEqual([{ line: { id: 'd', v: 5 }, position: 2 }]);
    expect(planLineWrites(before, before, (x, y) => x.v === y.v)).toEqual({ removed: [], updated: [], inserted: [] });
  });
});

describe('fields a request sends', () => {
  type Fields = { title: string; isrc: string | null; pYear: number | null };
  type Request = { title?: string; isrc?: string | null; p_year?: number | null };
  const names = { title: 'title', isrc: 'isrc', pYear: 'p_year' } as const;
  const stored: Fields = { title: 'Night Drive', isrc: 'GBAYE2400001', pYear: 2024 };

  it('changes what is sent, clears what is sent as null and keeps what is left out', () => {
    const request: Request = { title: 'Night Drive (Live)', isrc: null };
    expect(withSentFields(stored, request, names)).toEqual({ title: 'Night Drive (Live)', isrc: null, pYear: 2024 });
    expect(stored.title).toBe('Night Drive');
  });

  it('keeps every stored field when the request sends none', () => {
    expect(withSentFields(stored, {} as Request, names)).toEqual(stored);
  });
});
