import { musicalWorkCreate, rightsHolderCreate, type MusicalWorkCreate, type RightsHolderCreate, type WorkRole } from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { createRightsHolder, findRightsHolderByUserId } from '../rights-holders';
import { createMusicalWork, musicalWorks } from './musical-works.service';

/**
 * Demo works for the seeded members (development data only), made through the service so
 * that their share tables and histories look like a member's: drafts with warnings, a work in
 * review, registered works with ISWCs, a rejected one, shared with other rights holders, and a
 * partial registration naming Ada as a co-writer its registrant does not control.
 */
/** The demo works' ids by title, for the recordings that record them. */
export type SeededWorks = Record<string, string>;

export async function seedMusicalWorks(db: Db, ids: { adaId: string; labelId: string; staffId: string }): Promise<SeededWorks> {
  const seeded: SeededWorks = {};
  const ada: Actor = { id: ids.adaId, role: 'member', name: 'Ada Okafor' };
  const label: Actor = { id: ids.labelId, role: 'member', name: 'Northern Lights Records Ltd' };
  const staff: Actor = { id: ids.staffId, role: 'staff', name: 'Sam Reviewer', staffRoles: ['administrator'] };

  const adaRecord = await findRightsHolderByUserId(db, ids.adaId);
  if (!adaRecord) throw new Error('seed: Ada has no rights-holder record');
  const party = (data: RightsHolderCreate) => createRightsHolder(db, ids.adaId, rightsHolderCreate.parse(data));
  const tariq = await party({
    name: 'Tariq Mensah',
    kind: 'person',
    ipi_name_number: '00000000199',
    roles: ['songwriter', 'lyricist'],
    nationality: 'GH',
  });
  const keiko = await party({
    name: 'Keiko Tanaka',
    kind: 'person',
    isni: '0000000111111118',
    roles: ['lyricist'],
    nationality: 'JP',
  });
  const harbourSongs = await party({
    name: 'Harbour Songs Ltd',
    kind: 'organisation',
    ipi_name_number: '00000000297',
    roles: ['publisher'],
    nationality: 'GB',
  });

  const line = (rightsHolderId: string, role: WorkRole, performance: number, mechanical: number, controlled = true) => ({
    rights_holder_id: rightsHolderId,
    role,
    performance_share: performance,
    mechanical_share: mechanical,
    controlled,
  });
  // Through the contract like any request, so identifiers are stored in their canonical form.
  const work = async (actor: Actor, data: MusicalWorkCreate) => {
    const created = await createMusicalWork(db, actor, musicalWorkCreate.parse(data));
    seeded[created.title] = created.id;
    return created;
  };
  const register = async (actor: Actor, id: string) => {
    await musicalWorks.submit(db, actor, id);
    await musicalWorks.decide(db, staff, id, { decision: 'registered' });
  };

  // A draft with half of each right left unclaimed, as the form and the details page say.
  await work(ada, { title: 'Harbour Lights', genre: 'Pop', duration: 198, shares: [line(adaRecord.id, 'composer', 50, 50)] });

  const saltRoad = await work(ada, {
    title: 'Salt Road',
    language: 'en',
    genre: 'Folk',
    duration: 241,
    creation_year: 2024,
    shares: [line(adaRecord.id, 'composer_author', 40, 40), line(tariq.id, 'author', 30, 30), line(harbourSongs.id, 'original_publisher', 30, 30)],
  });
  await musicalWorks.submit(db, ada, saltRoad.id);

  const northernWaltz = await work(ada, {
    title: 'Northern Waltz',
    iswc: 'T0345246801',
    language: 'en',
    genre: 'Folk',
    duration: 214,
    creation_year: 2021,
    shares: [line(adaRecord.id, 'composer', 50, 50), line(keiko.id, 'author', 50, 50)],
  });
  await register(ada, northernWaltz.id);

  const copperSky = await work(ada, {
    title: 'Copper Sky',
    alternative_titles: [{ title: 'Cielo de Cobre', type: 'translated' }],
    iswc: 'T3452468003',
    language: 'en',
    genre: 'Soul',
    duration: 263,
    creation_year: 2022,
    shares: [
      line(adaRecord.id, 'composer_author', 33.33, 25),
      line(tariq.id, 'composer_author', 33.33, 25),
      line(harbourSongs.id, 'original_publisher', 33.34, 50),
    ],
  });
  await register(ada, copperSky.id);

  const paperMoon = await work(ada, {
    title: 'Paper Moon',
    version_type: 'modification',
    original_title: 'Luna di Carta',
    genre: 'Jazz',
    shares: [line(adaRecord.id, 'translator', 50, 50), line(tariq.id, 'composer', 50, 50)],
  });
  await musicalWorks.submit(db, ada, paperMoon.id);
  await musicalWorks.decide(db, staff, paperMoon.id, {
    decision: 'rejected',
    reason: 'The original work is not registered with the society yet: register Luna di Carta first or give its ISWC.',
  });

  const midnightFerry = await work(label, {
    title: 'Midnight Ferry',
    iswc: 'T0000000010',
    genre: 'Electronic',
    is_instrumental: true,
    duration: 305,
    creation_year: 2023,
    shares: [line(tariq.id, 'composer', 60, 50), line(adaRecord.id, 'arranger', 40, 50)],
  });
  await register(label, midnightFerry.id);

  // A partial registration (docs/decisions/0013): the label registers its publisher's share and
  // Tariq's, names Ada as a co-writer it does not control, and leaves 20% of each right unclaimed.
  // Ada's claim as author replaces her line and fits up to 40%.
  const labelRecord = await findRightsHolderByUserId(db, ids.labelId);
  if (!labelRecord) throw new Error('seed: the label has no rights-holder record');
  const lanternTide = await work(label, {
    title: 'Lantern Tide',
    language: 'en',
    genre: 'Pop',
    duration: 232,
    creation_year: 2024,
    shares: [line(labelRecord.id, 'original_publisher', 30, 30), line(tariq.id, 'composer', 30, 30), line(adaRecord.id, 'author', 20, 20, false)],
  });
  await register(label, lanternTide.id);
  return seeded;
}
