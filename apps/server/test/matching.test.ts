import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/database';
import { correctTypedWords, correctedText, editDistance, RARE_BESIDE, type MatchField } from '../src/matching';
import { completeRecording, createRecording, createRegisteredRecording } from './support/catalogue';
import { expectStatus } from './support/disputes';
import { createMember, createStaff, uniqueEmail, type TestMember } from './support/factories';
import { asMember, createRightsHolder, createWork, registeredWork } from './support/musical-works';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * The matching module (src/matching, docs/decisions/0024), on each database of the suite: one
 * normalisation of titles and names, a dictionary of their words kept by the database itself, each
 * typed word corrected against it, and the registry's searches ranking the item meant first.
 */

let t: TestApp;
let staff: TestMember;
let member: TestMember;
let coWriter: string;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createStaff(t);
  member = await createMember(t, { givenName: 'Ines', otherNames: 'Varga', email: uniqueEmail('ines') });
  coWriter = await createRightsHolder(t, member, { name: 'Teodor Mirescu' });
});
afterAll(() => t.close());

type Listed = { id: string; title: string };

const normalised = async (text: string) => (await executeRows<{ text: string }>(t.db, sql`select match_text(${text}) as text`))[0]?.text;
const itemsHolding = async (field: MatchField, word: string) =>
  (await executeRows<{ items: number }>(t.db, sql`select items from match_words where field = ${field} and word = ${word}`))[0]?.items ?? null;
const titles = (items: readonly Listed[]) => items.map((item) => item.title);

describe('normalising a title or a name', () => {
  it.each([
    ['The Rain', 'rain'],
    ['Les Feuilles Mortes', 'feuilles mortes'],
    ["L'Amour Toujours", 'amour toujours'],
    ['Don’t Stop Me Now!', 'dont stop me now'],
    ['Rock & Roll', 'rock roll'],
    ['Søren Ødegård', 'soren odegard'],
    ['Corazón Azúcar', 'corazon azucar'],
    ['Straße', 'strasse'],
    ['Lose Yourself (feat. Eminem)', 'lose yourself'],
    ['Mi Gente ft. Beyoncé', 'mi gente'],
    ['Hey Jude - Remastered 2015', 'hey jude'],
    ['Yesterday (Live at the BBC)', 'yesterday'],
    ['Árbol del Camino [Acoustic Version]', 'arbol del camino'],
    ['Кино', 'кино'],
    ['夜に駆ける', '夜に駆ける'],
    // Nothing but an article or a version word: the word stays, or nothing would be left to find.
    ['The', 'the'],
    ['(Live)', 'live'],
  ])('%s → %s', async (text, expected) => {
    expect(await normalised(text)).toBe(expected);
  });
});

describe("the dictionary of words, kept by the database", () => {
  it('counts the items holding each word as works are created, retitled and deleted', async () => {
    const work = await createWork(t, member, { title: 'Zephyrine Quokka' });
    const second = await createWork(t, member, { title: 'Quokka Lullaby' });
    expect(await itemsHolding('work title', 'zephyrine')).toBe(1);
    expect(await itemsHolding('work title', 'quokka')).toBe(2);

    const retitled = await asMember(t, member).patch(`/musical-works/${work.id}`, { title: 'Zephyrine Wombat' });
    expect(retitled.status).toBe(200);
    expect(await itemsHolding('work title', 'quokka')).toBe(1);
    expect(await itemsHolding('work title', 'wombat')).toBe(1);

    expect((await asMember(t, member).delete(`/musical-works/${second.id}`)).status).toBe(200);
    expect(await itemsHolding('work title', 'quokka')).toBe(0);
    expect(await itemsHolding('work title', 'lullaby')).toBe(0);
  });

  it("counts a recording's title and artists apart", async () => {
    await createRegisteredRecording(t, member, staff, completeRecording(coWriter, { title: 'Tangerine Parade', isrc: 'GB-XYZ-26-00101', main_artists: ['The Parade Makers'] }));
    expect(await itemsHolding('recording title', 'tangerine')).toBe(1);
    expect(await itemsHolding('recording artist', 'makers')).toBe(1);
    expect(await itemsHolding('recording title', 'makers')).toBeNull();
  });
});

describe('correcting typed words', () => {
  beforeAll(async () => {
    for (const title of ['Time', 'Midnight Thunder', 'Love Again']) await createWork(t, member, { title });
  });

  it.each([
    ['midnigt thunder', 'midnight thunder'], // a letter left out
    ['tme', 'time'], // too short for trigrams
    ['lvoe again', 'love again'], // two letters swapped
    ['midnightt thunderr', 'midnight thunder'], // letters added
    ['The Time', 'time'], // the article goes before words are read
  ])('%s → %s', async (typed, expected) => {
    expect(correctedText(await correctTypedWords(t.db, 'work title', typed))).toBe(expected);
  });

  it('takes two swapped letters of a common word before a changed letter of a rare one', async () => {
    await createWork(t, member, { title: 'Sepel' });
    for (let n = 0; n < 3; n += 1) await createWork(t, member, { title: 'Steel Wire' });
    const [setel] = (await correctTypedWords(t.db, 'work title', 'setel')).words;
    expect(setel?.corrections.map((correction) => correction.word)).toEqual(['steel', 'sepel']);
    expect(editDistance('setel', 'steel')).toBe(1);
    expect(editDistance('setel', 'sepel')).toBe(1);
    expect(editDistance('mrave', 'raven')).toBe(2);
  });

  it(`offers a short known word's neighbours only when ${RARE_BESIDE} times more titles hold them`, async () => {
    await createWork(t, member, { title: 'Roda' });
    for (let n = 0; n < RARE_BESIDE; n += 1) await createWork(t, member, { title: 'Open Road' });
    const words = async (typed: string) => (await correctTypedWords(t.db, 'work title', typed)).words[0]?.corrections.map((correction) => correction.word);
    expect(await words('roda')).toEqual(['roda', 'road']);
    // "roda" is rarer than "road": a word that exists is taken as meant.
    expect(await words('road')).toEqual(['road']);
  });

  it('reads an article typed anywhere as narrowing nothing, unless the text is nothing else', async () => {
    const query = await correctTypedWords(t.db, 'work title', 'thunder the midnight');
    expect(query.words.map((word) => [word.typed, word.corrections.length > 0])).toEqual([
      ['thunder', true],
      ['the', false],
      ['midnight', true],
    ]);
    expect((await correctTypedWords(t.db, 'work title', 'the')).words).toEqual([{ typed: 'the', corrections: [] }]);
  });

  it('keeps a word no title holds as typed, with nothing to stand for', async () => {
    const query = await correctTypedWords(t.db, 'work title', 'qxzvbnm');
    expect(query.words).toEqual([{ typed: 'qxzvbnm', corrections: [] }]);
  });
});

describe("the registry's searches find the item meant first", () => {
  it('a misspelt, unaccented or reordered title, among works sharing its words', async () => {
    const meant = await registeredWork(t, member, coWriter, { title: 'Corazón de Medianoche' });
    for (const title of ['Corazón Roto', 'Medianoche en París', 'De Corazón a Corazón', 'Corazón de Medianoche Blues']) {
      await registeredWork(t, member, coWriter, { title });
    }
    for (const typed of ['corazon de medianoche', 'corazn de medianoce', 'medianoche corazon de', 'CORAZÓN DE MEDIANOCHE']) {
      const found = await expectStatus<Listed[]>(asMember(t, member).get(`/musical-works/search?q=${encodeURIComponent(typed)}`), 200);
      expect(found[0]?.id, typed).toBe(meant.id);
    }
  });

  it('the title typed in its order before the same words in another, which trigrams cannot tell apart', async () => {
    const [steelHome, homeSteel] = [
      await registeredWork(t, member, coWriter, { title: 'Steel Harbour Home' }),
      await registeredWork(t, member, coWriter, { title: 'Home Steel Harbour' }),
    ];
    const first = async (typed: string) =>
      (await expectStatus<Listed[]>(asMember(t, member).get(`/musical-works/search?q=${encodeURIComponent(typed)}`), 200))[0]?.id;
    for (const typed of ['steel harbour home', 'steel harbuor home', 'steel harbour hmoe']) expect(await first(typed), typed).toBe(steelHome.id);
    for (const typed of ['home steel harbour', 'hom steel harbour']) expect(await first(typed), typed).toBe(homeSteel.id);
  });

  it('a title with its article, featuring credit or version words left out or added', async () => {
    const longGoodbye = await registeredWork(t, member, coWriter, { title: 'The Long Goodbye' });
    const loseYourself = await registeredWork(t, member, coWriter, { title: 'Lose Yourself (feat. Eminem)' });
    await registeredWork(t, member, coWriter, { title: 'Goodbye Yellow Brick Road' });
    const first = async (typed: string) =>
      (await expectStatus<Listed[]>(asMember(t, member).get(`/musical-works/search?q=${encodeURIComponent(typed)}`), 200))[0]?.id;
    expect(await first('long goodbye (remastered 2011)')).toBe(longGoodbye.id);
    expect(await first('lose yourself')).toBe(loseYourself.id);
  });

  it('a recording by a misspelt title or artist', async () => {
    const meant = await createRegisteredRecording(t, member, staff, completeRecording(coWriter, { title: 'Yesterday', isrc: 'GB-XYZ-26-00102', main_artists: ['The Beatles'] }));
    await createRegisteredRecording(t, member, staff, completeRecording(coWriter, { title: 'Yesterday Once More', isrc: 'GB-XYZ-26-00103', main_artists: ['Carpenters'] }));
    await createRegisteredRecording(t, member, staff, completeRecording(coWriter, { title: 'Yesterdays', isrc: 'GB-XYZ-26-00104', main_artists: ['Beatles Revival Band'] }));
    const search = (params: string) => expectStatus<Listed[]>(asMember(t, member).get(`/sound-recordings/search?${params}`), 200);
    expect((await search('q=yesturday'))[0]?.id).toBe(meant.id);
    // Not the Carpenters' "Yesterday Once More": the artist narrows; "Yesterdays" by a Beatles revival band is one letter away.
    expect(titles(await search('q=yesterday&artist=beatels'))).toEqual(['Yesterday', 'Yesterdays']);
    expect((await search('artist=the%20beatles'))[0]?.id).toBe(meant.id);
  });

  it("a rights holder in the pickers, as the name is typed or misspelt", async () => {
    type Holder = { id: string; name: string };
    const names = async (q: string) =>
      (await expectStatus<Holder[]>(asMember(t, member).get(`/rights-holders/search?q=${encodeURIComponent(q)}`), 200)).map((holder) => holder.name);
    expect((await names('teodor mire'))[0]).toBe('Teodor Mirescu');
    expect((await names('todor mirescu'))[0]).toBe('Teodor Mirescu');
    expect((await names('mirescu teodor'))[0]).toBe('Teodor Mirescu');
  });

  it('nothing, with a word nothing is near', async () => {
    expect(await expectStatus<Listed[]>(asMember(t, member).get('/musical-works/search?q=qxzvbnm'), 200)).toEqual([]);
  });
});

describe("a member's own lists", () => {
  it('find a misspelt or half-typed title among drafts too, the closest first when sorted by relevance', async () => {
    const owner = await createMember(t, { givenName: 'Oona', otherNames: 'Reyes', email: uniqueEmail('oona') });
    const meant = await createWork(t, owner, { title: 'Lantern Harbour' });
    await createWork(t, owner, { title: 'Harbour Lights at Dawn' });
    await createWork(t, owner, { title: 'Northern Lantern Parade' });
    const list = (params: string) => expectStatus<Listed[]>(asMember(t, owner).get(`/musical-works?${params}`), 200);
    expect((await list('q=lantren%20harbor&sort=relevance'))[0]?.id).toBe(meant.id);
    expect(titles(await list('q=lantern%20harb&sort=relevance'))).toEqual(['Lantern Harbour']);
    // Another sort keeps its order among the matches.
    expect(titles(await list('q=lantern&sort=title&order=asc'))).toEqual(['Lantern Harbour', 'Northern Lantern Parade']);
  });

  it("find a recording by its title or its artists, misspelt", async () => {
    const owner = await createMember(t, { givenName: 'Pavo', otherNames: 'Lind', email: uniqueEmail('pavo') });
    const holder = await createRightsHolder(t, owner, { name: 'Pavo Lind Records' });
    const byArtist = await createRecording(t, owner, completeRecording(holder, { title: 'Blue Tram', isrc: 'GB-XYZ-26-00201', main_artists: ['Quintessa Moreau'] }));
    const byTitle = await createRecording(t, owner, completeRecording(holder, { title: 'Quintessence', isrc: 'GB-XYZ-26-00202', main_artists: ['The Drifters'] }));
    const list = (params: string) => expectStatus<Listed[]>(asMember(t, owner).get(`/sound-recordings?${params}`), 200);
    expect((await list('q=quintesa%20moreau&sort=relevance')).map((item) => item.id)).toEqual([byArtist.id]);
    expect((await list('q=quintessense&sort=relevance'))[0]?.id).toBe(byTitle.id);
    expect((await list('q=GB-XYZ-26-00201')).map((item) => item.id)).toEqual([byArtist.id]);
    // The start of an ISRC, as typed: the recordings it begins, by ISRC.
    expect((await list('q=gb-xyz-26-002&sort=relevance')).map((item) => item.id)).toEqual([byArtist.id, byTitle.id]);
  });

  it('find works by the start of their ISWC', async () => {
    const owner = await createMember(t, { givenName: 'Rhea', otherNames: 'Sousa', email: uniqueEmail('rhea') });
    const first = await createWork(t, owner, { title: 'Salt Road', iswc: 'T-034.524.680-1' });
    const second = await createWork(t, owner, { title: 'Salt Marsh', iswc: 'T-034.524.681-2' });
    await createWork(t, owner, { title: 'Salt Flats', iswc: 'T-101.128.391-1' });
    const list = (params: string) => expectStatus<Listed[]>(asMember(t, owner).get(`/musical-works?${params}`), 200);
    expect((await list('q=T-034.524&sort=relevance')).map((item) => item.id)).toEqual([first.id, second.id]);
    expect((await list('q=t034524681')).map((item) => item.id)).toEqual([second.id]);
  });
});

