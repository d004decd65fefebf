import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { UsageLine } from './usage-file';

/**
 * Usage lines go in a batch at a time, matched by identifier in the same statement (docs/decisions/0028): the
 * society's work id, then the ISWC, then the ISRC (a recording, or for a works right the work it records), each to a
 * registered item only. A line no identifier matches goes in unmatched, for the title matching that follows.
 */
export async function insertUsageLines(db: Db, distributionId: string, usageFileId: string, lines: readonly UsageLine[]): Promise<void> {
  if (lines.length === 0) return;
  // One parameter for the whole batch; bigint amounts travel as strings, read back as bigint.
  const rows = JSON.stringify(
    lines.map((line) => ({
      row: line.row,
      work_ref: line.workId,
      iswc: line.iswc,
      isrc: line.isrc,
      title: line.title,
      writers: line.writers,
      artists: line.artists,
      right: line.right,
      territory: line.territory,
      source: line.source,
      usage_type: line.usageType,
      used_on: line.usedOn,
      units: line.units,
      amount_minor: line.amountMinor.toString(),
      currency: line.currency,
    })),
  );
  await db.execute(sql`
    insert into usage_lines (distribution_id, usage_file_id, row, work_ref, iswc, isrc, title, writers, artists, "right", territory,
      source, usage_type, used_on, units, amount_minor, currency, work_id, recording_id, match_state, match_method, match_confidence)
    select ${distributionId}::uuid, ${usageFileId}::uuid, r.row, r.work_ref, r.iswc, r.isrc, r.title, r.writers, r.artists, r.right, r.territory,
      r.source, r.usage_type, r.used_on, r.units, r.amount_minor, r.currency,
      found.work_id, found.recording_id,
      case when found.method is null then 'unmatched' else 'matched' end,
      found.method,
      case when found.method is null then null else 100 end
    from json_to_recordset(${rows}::json) as r(row integer, work_ref uuid, iswc text, isrc text, title text, writers text, artists text,
      "right" text, territory text, source text, usage_type text, used_on date, units integer, amount_minor bigint, currency text)
    left join lateral (
      select w.id as work_id, null::uuid as recording_id, 'work_id' as method, 1 as preference
        from musical_works w where r.right in ('performance', 'mechanical') and w.id = r.work_ref and w.status = 'registered'
      union all
      select w.id, null, 'iswc', 2
        from musical_works w where r.right in ('performance', 'mechanical') and w.iswc = r.iswc and w.registered_at is not null and w.status = 'registered'
      union all
      select w.id, null, 'isrc', 3
        from sound_recordings rec join musical_works w on w.id = rec.musical_work_id and w.status = 'registered'
        where r.right in ('performance', 'mechanical') and rec.isrc = r.isrc and rec.registered_at is not null
      union all
      select null, rec.id, 'isrc', 1
        from sound_recordings rec where r.right in ('master', 'performer') and rec.isrc = r.isrc and rec.registered_at is not null and rec.status = 'registered'
      order by preference
      limit 1
    ) as found on true`);
}
