import type { RegistrationReview } from '@repertoire/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from './support/disputes';
import { createMember, createStaff, uniqueEmail, type TestMember } from './support/factories';
import { asMember, createRightsHolder, createWork, halfAndHalf, ownRightsHolder, registeredWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * A misspelt name finds the name meant and others like it: the name meant comes first, then the
 * others by how close they are, whatever their age; recency only breaks ties.
 */

let t: TestApp;
let staff: TestMember;
let registrant: TestMember;

/** Writers as a registry holds them: the one meant ("hiorshi kaur" is a typo of it) and namesakes of every closeness. */
const meant = 'Hiroshi Kaur';
const lookAlikes = ['Aiko Hiroshi Kaur', 'Hiroshi Kaur-Singh', 'Hiroshi Kauri', 'Hiroshi Kaurismaki', 'Hiroko Kaur', 'Hana Kaur'];
const typed = 'hiorshi kaur';

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createStaff(t);
  registrant = await createMember(t, { givenName: 'Tove', otherNames: 'Lindgren', email: uniqueEmail('tove') });
});
afterAll(() => t.close());

type Listed = { id: string; title: string; name: string };

describe('the closest name comes first', () => {
  it("in the registry's writer search, before newer works of names merely like it", async () => {
    const writers = new Map<string, string>();
    for (const name of [meant, ...lookAlikes]) writers.set(name, await createRightsHolder(t, registrant, { name, kind: 'person' }));
    const holder = (name: string) => writers.get(name) ?? '';
    // The meant writer's works are the oldest: newest first would list every look-alike before them.
    await registeredWork(t, registrant, holder(meant), { title: 'Paper Cranes' });
    await registeredWork(t, registrant, holder(meant), { title: 'Lantern Festival' });
    for (const name of lookAlikes) await registeredWork(t, registrant, holder(name), { title: `Song of ${name}` });

    const found = await expectStatus<Listed[]>(asMember(t, registrant).get(`/musical-works/search?writer=${encodeURIComponent(typed)}`), 200);
    // The registry matches the name's words, each typed word corrected ("hiorshi" is "hiroshi"): names holding both words
    // follow, closest first; a name with another word in their place ("Hiroko", "Kauri") is another writer.
    expect(found.map((work) => work.title)).toEqual(['Lantern Festival', 'Paper Cranes', 'Song of Aiko Hiroshi Kaur', 'Song of Hiroshi Kaur-Singh']);

    const pickerNames = (await expectStatus<Listed[]>(asMember(t, registrant).get(`/rights-holders/search?q=${encodeURIComponent(typed)}`), 200))
      .map((holderFound) => holderFound.name)
      .filter((name) => writers.has(name));
    expect(pickerNames).toEqual([meant, 'Aiko Hiroshi Kaur', 'Hiroshi Kaur-Singh']);
  });

  it("in staff's member search", async () => {
    const expected: string[] = [];
    for (const [givenName, otherNames] of [['Hiroshi', 'Kaur'], ['Aiko', 'Hiroshi Kaur'], ['Hiroko', 'Kaur']] as const) {
      expected.push((await createMember(t, { givenName, otherNames, email: uniqueEmail(givenName.toLowerCase()) })).id);
    }
    const found = await expectStatus<Listed[]>(asMember(t, staff).get(`/staff/members?q=${encodeURIComponent(typed)}`), 200);
    expect(found.map((member) => member.id).filter((id) => expected.includes(id))).toEqual(expected);
  });

  it("in the review page's possible duplicates: the same title before a longer one that contains it", async () => {
    const coWriter = await createRightsHolder(t, registrant, { name: 'Mirela Dobre' });
    const same = await registeredWork(t, registrant, coWriter, { title: 'Quiet Harbour' });
    const longer = await registeredWork(t, registrant, coWriter, { title: 'Quiet Harbour (Live at the Quay)' });
    const other = await createMember(t, { givenName: 'Ola', otherNames: 'Berg', email: uniqueEmail('ola') });
    const work = await createWork(t, other, { title: 'Quiet Harbour', shares: halfAndHalf(ownRightsHolder(other), coWriter) });
    expect((await asMember(t, other).post(`/musical-works/${work.id}/submit`)).status).toBe(200);

    const review = await expectStatus<RegistrationReview>(asMember(t, staff).get(`/staff/registrations/musical-works/${work.id}`), 200);
    expect(review.duplicates.map((duplicate) => duplicate.id)).toEqual([same.id, longer.id]);
  });
});
