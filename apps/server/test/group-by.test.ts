import { describe, expect, it } from 'vitest';
import { groupBy } from '../src/lib/group-by';

describe('groupBy', () => {
  it('keeps each group in the order given and leaves out items without a key', () => {
    const rows = [
      { id: 1, isrc: 'GBAAA2600001' },
      { id: 2, isrc: null },
      { id: 3, isrc: 'GBAAA2600002' },
      { id: 4, isrc: 'GBAAA2600001' },
      { id: 5, isrc: undefined },
    ];
    const groups = groupBy(rows, (row) => row.isrc);
    expect([...groups.keys()]).toEqual(['GBAAA2600001', 'GBAAA2600002']);
    expect(groups.get('GBAAA2600001')?.map((row) => row.id)).toEqual([1, 4]);
    expect(groups.get('GBAAA2600002')?.map((row) => row.id)).toEqual([3]);
  });
});
