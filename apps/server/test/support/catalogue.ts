import type { SoundRecordingCreate, SoundRecordingDetails } from '@repertoire/contract';
import { musicalWorks, rightsHolders } from '../../src/db/schema';
import { soundRecordings } from '../../src/features/sound-recordings/sound-recordings.service';
import type { TestMember } from './factories';
import type { TestApp } from './test-app';

/** Catalogue factories for recording tests: rights holders, works and recordings in a chosen state. */

export async function createRightsHolder(t: Pick<TestApp, 'db'>, name: string): Promise<string> {
  const [row] = await t.db.insert(rightsHolders).values({ name, kind: 'organisation', roles: ['record_label'] }).returning();
  if (!row) throw new Error('createRightsHolder: no row');
  return row.id;
}

export async function createMusicalWork(
  t: Pick<TestApp, 'db'>,
  owner: TestMember,
  values: { title: string; iswc?: string; status?: 'draft' | 'registered' },
): Promise<string> {
  const registered = values.status === 'registered';
  const [row] = await t.db
    .insert(musicalWorks)
    .values({
      ownerId: owner.id,
      title: values.title,
      searchTitles: values.title,
      iswc: values.iswc ?? null,
      status: values.status ?? 'draft',
      submittedAt: registered ? new Date() : null,
      registeredAt: registered ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('createMusicalWork: no row');
  return row.id;
}

/** Everything submission asks for, owned in full by `ownerId`. */
export function completeRecording(ownerId: string, overrides: Partial<SoundRecordingCreate> = {}): SoundRecordingCreate {
  return {
    title: 'Yesterday',
    isrc: 'GB-EMI-03-00013',
    main_artists: ['The Beatles'],
    performers: [{ name: 'Paul McCartney', role: 'featured', instrument_or_part: 'Lead vocals, acoustic guitar' }],
    ownership: [{ rights_holder_id: ownerId, share: 100 }],
    ...overrides,
  };
}

export async function createRecording(t: Pick<TestApp, 'app'>, member: TestMember, body: SoundRecordingCreate): Promise<SoundRecordingDetails> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/sound-recordings', headers: member.auth, payload: body });
  if (res.statusCode !== 201) throw new Error(`createRecording: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { data: SoundRecordingDetails } }).data.data;
}

export async function submitRecording(t: Pick<TestApp, 'app'>, member: TestMember, id: string): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/sound-recordings/${id}/submit`, headers: member.auth });
  if (res.statusCode !== 200) throw new Error(`submitRecording: ${res.statusCode} ${res.body}`);
}

/** Staff's decision, through the service (the staff route comes with the review queue). */
export async function decideRecording(
  t: Pick<TestApp, 'db'>,
  staff: TestMember,
  id: string,
  decision: { decision: 'registered' } | { decision: 'rejected'; reason: string },
): Promise<SoundRecordingDetails> {
  return soundRecordings.decide(t.db, { id: staff.id, role: 'staff', name: 'Sam Reviewer', staffRoles: ['reviewer'] }, id, decision);
}

/** A recording in the society's registry: created, submitted and registered. */
export async function createRegisteredRecording(
  t: Pick<TestApp, 'app' | 'db'>,
  member: TestMember,
  staff: TestMember,
  body: SoundRecordingCreate,
): Promise<SoundRecordingDetails> {
  const recording = await createRecording(t, member, body);
  await submitRecording(t, member, recording.id);
  return decideRecording(t, staff, recording.id, { decision: 'registered' });
}
