import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/database';
import { matchRecordingBatch, matchWorkBatch, type WorkBatchRow, type WorkMatch } from '../src/matching';
import { isOneTypoApart, TITLE_HOLDERS_WEIGHED } from '../src/matching/batch-match';
import { completeRecording, createRegisteredRecording } from './support/catalogue';
import { createMember, createStaff, uniqueEmail, type TestMember } from './support/factories';
import { asMember, createRightsHolder, createWork, decide, registeredWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * Matching a batch of titles with their writers against the registry (src/matching/batch-match.ts), on each database
 * of the suite: the whole batch in a few statements, each row answered with the registered works it most likely
 * means and why, or with nothing.
 */

let t: TestApp;
let ines: TestMember;
let marta: TestMember;
const works: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  ines = await createMember(t, { givenName: 'Ines', otherNames: 'Varga', email: uniqueEmail('ines') });
  marta = await createMember(t, { givenName: 'Marta', otherNames: 'Quintero', email: uniqueEmail('marta') });
  const teodor = await createRightsHolder(t, ines, { name: 'Teodor Mirescu' });
  const soren = await createRightsHolder(t, ines, { name: 'Søren Ødegård' });
  const lena = await createRightsHolder(t, marta, { name: 'Lena Brandt' });
  const register = async (name: string, member: TestMember, coWriter: string, body: Record<string, unknown>) => {
    works[name] = (await registeredWork(t, member, coWriter, body)).id;
  };
  await register('corazon', ines, teodor, { title: 'Corazón de Medianoche', iswc: 'T1234567894' });
  await register('corazon blues', ines, teodor, { title: 'Corazón de Medianoche Blues' });
  await register('long goodbye', ines, soren, { title: 'The Long Goodbye' });
  await register('lose yourself', ines, soren, { title: 'Lose Yourself (feat. Eminem)' });
  await register('night ferry', ines, soren, { title: 'Night Ferry', alternative_titles: [{ title: 'Ferry at Midnight', type: 'alternative' }] });
  await register('intro by ines', ines, teodor, { title: 'Intro' });
  await register('intro by marta', marta, lena, { title: 'Intro' });
  works.draft = (await createWork(t, ines, { title: 'Quokka Lullaby' })).id;
});
afterAll(() => t.close());

/** The batch's answer, by key: each work matched as its name in `works`, with score and reasons. */
async function answers(rows: readonly WorkBatchRow[]) {
  const names = new Map(Object.entries(works).map(([name, id]) => [id, name]));
  const byKey = new Map<string, Omit<WorkMatch, 'key'>[]>();
  for (const { key, ...match } of await matchWorkBatch(t.db, rows)) byKey.set(key, [...(byKey.get(key) ?? []), { ...match, workId: names.get(match.workId) ?? match.workId }]);
  return byKey;
}

describe('matching a batch of works', () => {
  it('answers each row of one batch with the work it means, and why', async () => {
    const found = await answers([
      { key: 'exact', title: 'Corazón de Medianoche', writers: ['Teodor Mirescu'] },
      { key: 'misspelt', title: 'Corazn de Medianoche', writers: ['Teodor Mirescu'] },
      { key: 'unaccented', title: 'CORAZON DE MEDIANOCHE', writers: ['teodor mirescu'] },
      { key: 'article and version', title: 'Long Goodbye (Remastered 2011)', writers: ['Soren Odegard'] },
      { key: 'without featuring', title: 'Lose Yourself' },
      { key: 'alternative title', title: 'Ferry at Midnight', writers: ['Ines Varga'] },
    ]);
    expect(Object.fromEntries(found)).toEqual({
      exact: [{ workId: 'corazon', score: 1, reasons: ['same title', 'writer in common'] }],
      misspelt: [{ workId: 'corazon', score: 0.8, reasons: ['title one typo away', 'writer in common'] }],
      unaccented: [{ workId: 'corazon', score: 1, reasons: ['same title', 'writer in common'] }],
      'article and version': [{ workId: 'long goodbye', score: 1, reasons: ['same title', 'writer in common'] }],
      'without featuring': [{ workId: 'lose yourself', score: 1, reasons: ['same title'] }],
      'alternative title': [{ workId: 'night ferry', score: 1, reasons: ['same title', 'writer in common'] }],
    });
  });

  it('lets a writer in common decide between works sharing a title', async () => {
    const found = await answers([
      { key: 'by marta', title: 'Intro', writers: ['Marta Quintero'] },
      { key: 'by teodor', title: 'intro', writers: ['Teodor Mirescu', 'Someone Else'] },
      { key: 'by nobody named', title: 'Intro' },
      { key: 'by a stranger', title: 'Intro', writers: ['Someone Else'] },
    ]);
    expect(found.get('by marta')).toEqual([{ workId: 'intro by marta', score: 1, reasons: ['same title', 'writer in common'] }]);
    expect(found.get('by teodor')).toEqual([{ workId: 'intro by ines', score: 1, reasons: ['same title', 'writer in common'] }]);
    // Nothing tells the two apart: both are the answer, as likely as each other.
    expect(found.get('by nobody named')?.map((match) => match.workId).sort()).toEqual(['intro by ines', 'intro by marta']);
    expect(found.get('by a stranger')?.map((match) => match.score)).toEqual([0.6, 0.6]);
  });

  it('leaves a title held by more works than it weighs to the ISWC, or to a writer of few of them', async () => {
    const coWriter = await createRightsHolder(t, ines, { name: 'Ada Okafor' });
    for (let i = 0; i < TITLE_HOLDERS_WEIGHED; i += 1) await registeredWork(t, ines, coWriter, { title: 'Interlude' });
    works['identified interlude'] = (await registeredWork(t, ines, coWriter, { title: 'Interlude', iswc: 'T9142500014' })).id;
    works["bruno's interlude"] = (await registeredWork(t, marta, await createRightsHolder(t, marta, { name: "Bruno O'Lindqvist" }), { title: 'Interlude' })).id;
    const found = await answers([
      { key: 'by title', title: 'Interlude', writers: ['Ada Okafor'] },
      { key: 'by iswc', title: 'Interlude', writers: ['Ada Okafor'], iswc: 'T9142500014' },
      { key: 'by a writer of one', title: 'interlude', writers: ['Someone Else', 'Bruno OLindqvist'] },
      { key: 'by nobody named', title: 'Interlude' },
    ]);
    // Ada Okafor wrote every one of them: nothing tells them apart.
    expect(found.get('by title')).toBeUndefined();
    expect(found.get('by iswc')).toEqual([{ workId: 'identified interlude', score: 1, reasons: ['same ISWC', 'same title', 'writer in common'] }]);
    expect(found.get('by a writer of one')).toEqual([{ workId: "bruno's interlude", score: 1, reasons: ['same title', 'writer in common'] }]);
    expect(found.get('by nobody named')).toBeUndefined();
  });

  it("finds a crowded title's work by its writer after the work was renamed to it", async () => {
    const coWriter = await createRightsHolder(t, ines, { name: 'Ada Okafor' });
    for (let i = 0; i <= TITLE_HOLDERS_WEIGHED; i += 1) await registeredWork(t, ines, coWriter, { title: 'Prelude' });
    const renamed = await registeredWork(t, marta, await createRightsHolder(t, marta, { name: 'Wren Castellanos' }), { title: 'Aubade' });
    expect((await asMember(t, marta).patch(`/musical-works/${renamed.id}`, { title: 'Prelude' })).status).toBe(200);
    // The change is reviewed, then the registered work bears it.
    await decide(t, renamed.id);
    works['renamed prelude'] = renamed.id;
    const found = await answers([{ key: 'by its writer', title: 'Prelude', writers: ['Wren Castellanos'] }]);
    expect(found.get('by its writer')).toEqual([{ workId: 'renamed prelude', score: 1, reasons: ['same title', 'writer in common'] }]);
  });

  it('matches by ISWC, typed in any form, whatever the title says', async () => {
    const found = await answers([{ key: 'iswc', title: 'Something Else Entirely', iswc: 't-123.456.789-4' }]);
    expect(found.get('iswc')).toEqual([{ workId: 'corazon', score: 1, reasons: ['same ISWC'] }]);
  });

  it('answers nothing for a title no registered work is near, nor for a work not registered', async () => {
    const found = await answers([
      { key: 'unknown', title: 'Qxzvbnm Flurp', writers: ['Teodor Mirescu'] },
      { key: 'draft', title: 'Quokka Lullaby', writers: ['Ines Varga'] },
      { key: 'blank', title: ' !? ' },
    ]);
    expect(found.size).toBe(0);
  });

  it('answers nothing for an empty batch', async () => {
    expect(await matchWorkBatch(t.db, [])).toEqual([]);
  });

  it('leaves the planner as it was in the transaction it is called in (a CWR file matches its works in its own)', async () => {
    const bitmapScans = await t.db.transaction(async (tx) => {
      await matchWorkBatch(tx, [{ key: 'misspelt', title: 'Corazn de Medianoche', writers: ['Teodor Mirescu'] }]);
      const [setting] = await executeRows<{ enable_bitmapscan: string }>(tx, sql`show enable_bitmapscan`);
      return setting?.enable_bitmapscan;
    });
    expect(bitmapScans).toBe('on');
  });
});

describe('matching a batch of recordings', () => {
  it('matches by title and artist, or by ISRC', async () => {
    const staff = await createStaff(t);
    const coWriter = await createRightsHolder(t, ines, { name: 'Teodor Mirescu' });
    const yesterday = await createRegisteredRecording(t, ines, staff, completeRecording(coWriter, { title: 'Yesterday', isrc: 'GB-XYZ-26-00201', main_artists: ['The Beatles'] }));
    const remake = await createRegisteredRecording(t, ines, staff, completeRecording(coWriter, { title: 'Yesterday', isrc: 'GB-XYZ-26-00202', main_artists: ['Carpenters'] }));
    const matches = await matchRecordingBatch(t.db, [
      { key: 'beatles', title: 'Yesterday - Remastered 2009', artists: ['Beatles'] },
      { key: 'misspelt', title: 'Yesterdy', artists: ['The Carpenters'] },
      { key: 'isrc', title: 'Anything', isrc: 'gbxyz2600201' },
    ]);
    expect(matches).toEqual([
      { key: 'beatles', recordingId: yesterday.id, score: 1, reasons: ['same title', 'artist in common'] },
      { key: 'misspelt', recordingId: remake.id, score: 0.8, reasons: ['title one typo away', 'artist in common'] },
      { key: 'isrc', recordingId: yesterday.id, score: 1, reasons: ['same ISRC'] },
    ]);
  });
});

describe('telling a typo', () => {
  it.each([
    ['medianoche', 'medianoce', true], // a letter left out
    ['medianoche', 'mediannoche', true], // a letter added
    ['medianoche', 'medianocha', true], // a letter changed
    ['medianoche', 'mediaonche', true], // two letters swapped
    ['medianoche', 'medianoche', false], // the same
    ['medianoche', 'mediaoncha', false], // two typos
    ['rain', 'rai', false], // too short to tell
  ])('%s and %s: %s', (a, b, expected) => {
    expect(isOneTypoApart(a, b)).toBe(expected);
    expect(isOneTypoApart(b, a)).toBe(expected);
  });
});
