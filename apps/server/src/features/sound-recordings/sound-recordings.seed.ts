import { soundRecordingCreate, soundRecordingUpdate, type SoundRecordingCreate, type SoundRecordingUpdate } from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { findRightsHolderByUserId } from '../rights-holders';
import { createSoundRecording, soundRecordings, updateSoundRecording } from './sound-recordings.service';

/**
 * Demo recordings for the seeded members (development data only), linked to the demo works and
 * made through the service, so that the Sound Recording Logs show every kind of event: created,
 * updated, submitted, registered, rejected with its reason, deleted.
 */
export async function seedSoundRecordings(
  db: Db,
  ids: { adaId: string; labelId: string; staffId: string },
  /** The demo works' ids by title (seedMusicalWorks). */
  works: Record<string, string>,
): Promise<void> {
  const ada: Actor = { id: ids.adaId, role: 'member', name: 'Ada Okafor' };
  const label: Actor = { id: ids.labelId, role: 'member', name: 'Northern Lights Records Ltd' };
  const staff: Actor = { id: ids.staffId, role: 'staff', name: 'Sam Reviewer', staffRoles: ['administrator'] };

  const adaRecord = await findRightsHolderByUserId(db, ids.adaId);
  const labelRecord = await findRightsHolderByUserId(db, ids.labelId);
  if (!adaRecord || !labelRecord) throw new Error('seed: the demo members have no rights-holder records');
  const workOf = (title: string) => works[title] ?? null;

  // Through the contract like any request, so identifiers are stored in their canonical form.
  const recording = (actor: Actor, data: SoundRecordingCreate) => createSoundRecording(db, actor, soundRecordingCreate.parse(data));
  const update = (actor: Actor, id: string, data: SoundRecordingUpdate) => updateSoundRecording(db, actor, id, soundRecordingUpdate.parse(data));
  const register = async (actor: Actor, id: string) => {
    await soundRecordings.submit(db, actor, id);
    await soundRecordings.decide(db, staff, id, { decision: 'registered' });
  };
  const adaSings = { name: 'Ada Okafor', role: 'featured' as const, instrument_or_part: 'Lead vocals', rights_holder_id: adaRecord.id };

  // Registered, released by the label, co-owned.
  const northernWaltz = await recording(ada, {
    title: 'Northern Waltz',
    isrc: 'GB-NLR-21-00001',
    main_artists: ['Ada Okafor'],
    content_type: 'audio',
    duration: 214,
    p_year: 2021,
    p_owner: 'Northern Lights Records Ltd',
    release_title: 'Harbour Songs',
    release_date: '2021-09-17',
    record_label: 'Northern Lights Records',
    upc: '036000291452',
    genre: 'Folk',
    recording_country: 'GB',
    commissioning_country: 'GB',
    musical_work_id: workOf('Northern Waltz'),
    performers: [adaSings, { name: 'Keiko Tanaka', role: 'non_featured', instrument_or_part: 'Violin' }],
    ownership: [
      { rights_holder_id: labelRecord.id, share: 60 },
      { rights_holder_id: adaRecord.id, share: 40 },
    ],
  });
  await register(ada, northernWaltz.id);

  // In review after a few edits of the draft.
  const copperSky = await recording(ada, {
    title: 'Copper Sky (demo)',
    main_artists: ['Ada Okafor'],
    genre: 'Soul',
    musical_work_id: workOf('Copper Sky'),
    performers: [adaSings],
  });
  await update(ada, copperSky.id, {
    title: 'Copper Sky',
    version: 'Live at the Harbour',
    isrc: 'GB-NLR-22-00007',
    duration: 271,
    p_year: 2022,
    release_date: '2022-11-04',
    ownership: [{ rights_holder_id: adaRecord.id, share: 100 }],
  });
  await soundRecordings.submit(db, ada, copperSky.id);

  // A draft that still shows what blocks submission.
  await recording(ada, {
    title: 'Harbour Lights (rough mix)',
    version: 'Rough mix',
    main_artists: ['Ada Okafor'],
    musical_work_id: workOf('Harbour Lights'),
    ownership: [{ rights_holder_id: adaRecord.id, share: 50 }],
  });

  // Rejected with the reason.
  const saltRoad = await recording(ada, {
    title: 'Salt Road',
    isrc: 'US-S1Z-24-00042',
    main_artists: ['Ada Okafor'],
    featured_artists: ['Tariq Mensah'],
    duration: 241,
    musical_work_id: workOf('Salt Road'),
    performers: [adaSings, { name: 'Tariq Mensah', role: 'featured', instrument_or_part: 'Guitar' }],
    ownership: [{ rights_holder_id: adaRecord.id, share: 100 }],
  });
  await soundRecordings.submit(db, ada, saltRoad.id);
  await soundRecordings.decide(db, staff, saltRoad.id, {
    decision: 'rejected',
    reason: 'The ISRC registrant code US-S1Z belongs to another label: use a code issued to you or to your label.',
  });

  // Created and deleted: its events stay in the logs.
  const scratch = await recording(ada, { title: 'Untitled voice memo' });
  await soundRecordings.remove(db, ada, scratch.id);

  // The label's own release of a registered work, and its radio edit.
  const midnightFerry = workOf('Midnight Ferry');
  const ferry = {
    main_artists: ['Northern Lights Collective'],
    content_type: 'audio' as const,
    p_year: 2023,
    p_owner: 'Northern Lights Records Ltd',
    release_title: 'Midnight Ferry',
    release_date: '2023-06-02',
    record_label: 'Northern Lights Records',
    upc: '4006381333931',
    genre: 'Electronic',
    recording_country: 'NO',
    commissioning_country: 'GB',
    musical_work_id: midnightFerry,
    performers: [{ name: 'Tariq Mensah', role: 'featured' as const, instrument_or_part: 'Synthesiser' }],
    ownership: [{ rights_holder_id: labelRecord.id, share: 100 }],
  };
  const album = await recording(label, { ...ferry, title: 'Midnight Ferry', isrc: 'GB-NLR-23-00010', duration: 305 });
  await register(label, album.id);
  const radioEdit = await recording(label, { ...ferry, title: 'Midnight Ferry', version: 'Radio edit', isrc: 'GB-NLR-23-00011', duration: 198 });
  await register(label, radioEdit.id);
}
