import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeRecording, createRegisteredRecording, createRecording, submitRecording } from './support/catalogue';
import { claim, expectStatus, registeredWorkOf } from './support/disputes';
import { createMember, createStaff, uniqueEmail, type TestMember } from './support/factories';
import { asMember, createRightsHolder, createWork, ownRightsHolder, registeredWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * Accents and other diacritics never decide what a search finds, whichever side carries them:
 * the typed text ("anstrom" finds "Ånström") or the stored one ("Ånström" finds "Anstrom").
 */

let t: TestApp;
let staff: TestMember;
let member: TestMember;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createStaff(t);
  member = await createMember(t, { givenName: 'Wren', otherNames: 'Halloway', email: uniqueEmail('wren') });
});
afterAll(() => t.close());

type Named = { id: string; title?: string; name?: string };

async function found(searcher: TestMember, url: string): Promise<Named[]> {
  return expectStatus<Named[]>(asMember(t, searcher).get(url), 200);
}

const ids = (items: readonly Named[]) => items.map((item) => item.id).sort();
const q = (text: string) => encodeURIComponent(text);

describe('every search ignores accents, both ways', () => {
  it('staff find members by name', async () => {
    const accented = await createMember(t, { givenName: 'Åsa', otherNames: 'Ånström', email: uniqueEmail('asa') });
    const plain = await createMember(t, { givenName: 'Bo', otherNames: 'Anstrom', email: uniqueEmail('bo') });
    for (const text of ['anstrom', 'Ånström', 'ANSTRÖM']) {
      expect(ids(await found(staff, `/staff/members?q=${q(text)}`)), text).toEqual([accented.id, plain.id].sort());
    }
  });

  it("finds titles and writers in the society's registry of works", async () => {
    const asa = await createRightsHolder(t, member, { name: 'Åsa Öhlén' });
    const plainAsa = await createRightsHolder(t, member, { name: 'Asa Ohlen' });
    const accented = await registeredWork(t, member, asa, { title: 'Ångström Öresund' });
    const plain = await registeredWork(t, member, plainAsa, { title: 'Angstrom Oresund Live' });
    for (const text of ['angstrom oresund', 'Ångström Öresund']) {
      expect(ids(await found(member, `/musical-works/search?q=${q(text)}`)), text).toEqual([accented.id, plain.id].sort());
    }
    for (const text of ['asa ohlen', 'Åsa Öhlén']) {
      expect(ids(await found(member, `/musical-works/search?writer=${q(text)}`)), text).toEqual([accented.id, plain.id].sort());
    }
  });

  it("finds the member's own works, and rights holders by name", async () => {
    const accented = await createWork(t, member, { title: 'Naïve Élan' });
    const plain = await createWork(t, member, { title: 'Naive Elan Reprise' });
    for (const text of ['naive elan', 'Naïve Élan']) {
      expect(ids(await found(member, `/musical-works?q=${q(text)}`)), text).toEqual([accented.id, plain.id].sort());
    }
    const zoe = await createRightsHolder(t, member, { name: 'Zoë Łukasiewicz' });
    const plainZoe = await createRightsHolder(t, member, { name: 'Zoe Lukasiewicz' });
    for (const text of ['zoe lukasiewicz', 'Zoë Łukasiewicz']) {
      expect(ids(await found(member, `/rights-holders/search?q=${q(text)}`)), text).toEqual([zoe, plainZoe].sort());
    }
  });

  it("finds the member's own recordings and the registry's recordings by title, artist and label", async () => {
    const holder = ownRightsHolder(member);
    const accented = await createRegisteredRecording(
      t,
      member,
      staff,
      completeRecording(holder, { title: 'Mañana Sol', isrc: 'GB-EMI-19-00001', main_artists: ['Beyoncé Núñez'], record_label: 'Señal Récords' }),
    );
    const plain = await createRegisteredRecording(
      t,
      member,
      staff,
      completeRecording(holder, { title: 'Manana Sol Remix', isrc: 'GB-EMI-19-00002', main_artists: ['Beyonce Nunez'], record_label: 'Senal Records' }),
    );
    const both = [accented.id, plain.id].sort();
    for (const text of ['manana sol', 'Mañana Sol', 'beyonce nunez', 'Beyoncé Núñez']) {
      expect(ids(await found(member, `/sound-recordings?q=${q(text)}`)), text).toEqual(both);
    }
    for (const text of ['manana sol', 'Mañana Sol']) {
      expect(ids(await found(member, `/sound-recordings/search?q=${q(text)}`)), text).toEqual(both);
    }
    for (const text of ['beyonce nunez', 'Beyoncé Núñez']) {
      expect(ids(await found(member, `/sound-recordings/search?artist=${q(text)}`)), text).toEqual(both);
    }
    for (const text of ['senal records', 'Señal Récords']) {
      expect(ids(await found(member, `/sound-recordings/search?label=${q(text)}`)), text).toEqual(both);
    }
  });

  it("finds items in staff's review queue by title and by member", async () => {
    const submitter = await createMember(t, { givenName: 'Çelik', otherNames: 'Öztürk', email: uniqueEmail('celik') });
    const accented = await createRecording(t, submitter, completeRecording(ownRightsHolder(submitter), { title: 'Über Straße', isrc: 'GB-EMI-19-00003' }));
    await submitRecording(t, submitter, accented.id);
    const plain = await createRecording(t, submitter, completeRecording(ownRightsHolder(submitter), { title: 'Uber Strasse Demo', isrc: 'GB-EMI-19-00004' }));
    await submitRecording(t, submitter, plain.id);
    for (const text of ['uber stra', 'Über Stra', 'celik ozturk', 'Çelik Öztürk']) {
      expect(ids(await found(staff, `/staff/review-queue?q=${q(text)}`)), text).toEqual([accented.id, plain.id].sort());
    }
  });

  it("finds disputes on staff's desk by the work's title", async () => {
    const registrant = await createMember(t, { givenName: 'Ilse', otherNames: 'Brandt', email: uniqueEmail('ilse') });
    const claimant = await createMember(t, { givenName: 'Jon', otherNames: 'Vik', email: uniqueEmail('jon') });
    const coWriter = await createRightsHolder(t, registrant, { name: 'Desk Co-writer' });
    const accented = await registeredWorkOf(t, registrant, coWriter, 'Fjærland Ødegård');
    const plain = await registeredWorkOf(t, registrant, coWriter, 'Fjaerland Odegard Live');
    const disputes = [(await claim(t, claimant, accented.id, 10, 10)).dispute_id, (await claim(t, claimant, plain.id, 10, 10)).dispute_id];
    for (const text of ['odegard', 'Ødegård']) {
      expect(ids(await found(staff, `/staff/disputes?q=${q(text)}`)), text).toEqual([...disputes].sort());
    }
  });
});
