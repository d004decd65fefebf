import type { WorkShareLine } from '@repertoire/contract';
import { eq } from 'drizzle-orm';
import { musicalWorks } from '../../src/db/schema';
import { createMember, type TestMember } from './factories';
import { createRightsHolder, createWork, ownRightsHolder } from './musical-works';
import type { TestApp } from './test-app';

export const CO_WRITER_IPI = '00141073316';
export const PUBLISHER_IPI = '00012345624';

/**
 * What the catalogue export tests (CSV, XLSX and CWR) start from: Ada Okafor's Amber Skies (ISWC, work code AMB-01,
 * alternative titles), shared by her, a co-writer and a publisher with IPI name numbers; and another member, Ben
 * Other, whose catalogue she must never see. `memberIpi` gives Ada an IPI name number of her own.
 */
export async function createExportCatalogue(t: TestApp, { memberIpi }: { memberIpi?: string } = {}) {
  const member = await createMember(t, { givenName: 'Ada', otherNames: 'Okafor', ...(memberIpi ? { ipiNameNumber: memberIpi } : {}) });
  const other = await createMember(t, { givenName: 'Ben', otherNames: 'Other' });
  const own = ownRightsHolder(member);
  const coWriter = await createRightsHolder(t, member, { name: 'Kofi Mensah', ipi_name_number: CO_WRITER_IPI });
  const publisher = await createRightsHolder(t, member, { name: 'Harbour Lights Music Ltd', kind: 'organisation', ipi_name_number: PUBLISHER_IPI });
  const shares: [WorkShareLine, ...WorkShareLine[]] = [
    { rights_holder_id: own, role: 'composer_author', performance_share: 33.33, mechanical_share: 50 },
    { rights_holder_id: coWriter, role: 'composer', performance_share: 33.33, mechanical_share: 25 },
    { rights_holder_id: publisher, role: 'original_publisher', performance_share: 33.34, mechanical_share: 25 },
  ];
  const amber = await createWork(t, member, {
    title: 'Amber Skies',
    iswc: 'T-123.456.789-4',
    language: 'en',
    duration: 225,
    genre: 'Pop',
    creation_year: 2020,
    alternative_titles: ['Skies of Amber', { title: 'Cielo Ámbar', type: 'translated' }],
    shares,
  });
  await t.db.update(musicalWorks).set({ workCode: 'AMB-01' }).where(eq(musicalWorks.id, amber.id));
  return { member, other, own, coWriter, publisher, shares, amber };
}

/** A GET of an export or template as one member (or anonymous). `app` is read when it runs, so it may be made before `beforeAll`. */
export function exportDownloads(app: () => TestApp) {
  return (as: TestMember | null, url: string) => app().app.inject({ method: 'GET', url: `/api/v1${url}`, headers: as?.auth ?? {} });
}
