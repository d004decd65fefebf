/**
 * What the dispute journeys set up through the API (a member's name, their own rights-holder
 * record, staff's approval) and how they read the screens that change shape on a phone.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { DisputeCreate, ProfilePatch, RegistrationDecisionRequest, RightsHolder } from '@repertoire/contract';
import { createMusicalWork, post } from './api';
import { isPhoneSize } from './navigation';

/** Renames the member (their own rights-holder record follows), so each party of a dispute reads apart from the others. */
export async function renameMember(request: APIRequestContext, name: Required<Pick<ProfilePatch, 'given_name' | 'other_names'>>): Promise<string> {
  const response = await request.patch('/api/v1/user/profile', { data: name satisfies ProfilePatch });
  if (!response.ok()) throw new Error(`PATCH /api/v1/user/profile answered ${response.status()}: ${await response.text()}`);
  return `${name.given_name} ${name.other_names}`;
}

/** The member's own rights-holder record, the one their claims and shares name. */
export async function ownRightsHolder(request: APIRequestContext): Promise<RightsHolder> {
  const response = await request.get('/api/v1/rights-holders/search?self=true');
  if (!response.ok()) throw new Error(`GET /api/v1/rights-holders/search answered ${response.status()}: ${await response.text()}`);
  const [own] = ((await response.json()) as { data: { data: RightsHolder[] } }).data.data;
  if (!own) throw new Error('The member has no rights-holder record of their own');
  return own;
}

/** Staff approve a work in review through the API (`request` logged in as staff): it joins the registry. */
export async function approveWork(request: APIRequestContext, workId: string): Promise<void> {
  await post(request, `/staff/registrations/musical-works/${workId}/decision`, { decision: 'approve' } satisfies RegistrationDecisionRequest);
}

/** A dispute raised through the API: over which work, and its id. */
export type RaisedDispute = { workId: string; disputeId: string };

/**
 * A registered work of the registrant's (all of it theirs), which the other member disputes through
 * the API, proposing half each: both are parties. `request`s are the registrant's, the other
 * member's and staff's (who approve the work).
 */
export async function raiseDisputeOverNewWork(
  requests: { registrant: APIRequestContext; disputer: APIRequestContext; staff: APIRequestContext },
  dispute: { title: string; description: string },
): Promise<RaisedDispute> {
  const registrantRecord = await ownRightsHolder(requests.registrant);
  const disputerRecord = await ownRightsHolder(requests.disputer);
  const work = await createMusicalWork(requests.registrant, {
    title: dispute.title,
    shares: [{ rights_holder_id: registrantRecord.id, role: 'composer_author', performance_share: 100, mechanical_share: 100 }],
  });
  await post(requests.registrant, `/musical-works/${work.id}/submit`, {});
  await approveWork(requests.staff, work.id);
  const raised = await post<{ id: string }>(requests.disputer, `/musical-works/${work.id}/disputes`, {
    reason: 'share_split',
    description: dispute.description,
    shares: [registrantRecord.id, disputerRecord.id].map((id) => ({ rights_holder_id: id, role: 'composer_author', performance_share: 50, mechanical_share: 50 })),
  } satisfies DisputeCreate);
  return { workId: work.id, disputeId: raised.id };
}

/**
 * A list the DataTable draws (a table on wider screens, a list of cards on a phone) and its entry
 * for `text`: a row, or a card.
 */
export function listEntry(page: Page, label: string, text: string): Locator {
  const list = page.getByLabel(label, { exact: true });
  return list.getByRole(isPhoneSize(page) ? 'listitem' : 'row').filter({ hasText: text });
}

/** A performance and a mechanical figure, as the dispute's shares show them side by side. */
export type ShareFigures = { performance: Locator; mechanical: Locator };

const figuresOf = (cells: Locator, first = 0): ShareFigures => ({ performance: cells.nth(first), mechanical: cells.nth(first + 1) });

/**
 * The totals of one column of a dispute's shares ("Registered", a party's name, "You"): the
 * column's in the side-by-side table, or on a phone those of the column's own card.
 */
export async function positionTotals(page: Page, position: string): Promise<ShareFigures> {
  if (isPhoneSize(page)) return figuresOf(page.getByRole('table', { name: `${position}: shares` }).getByRole('row', { name: /^Total/ }).getByRole('cell'));
  const table = page.getByRole('table', { name: 'Shares side by side' });
  // The first header row names the columns: the rights holders' header, then each position over its two figures.
  const columns = (await table.getByRole('row').first().getByRole('columnheader').allInnerTexts()).slice(1).map((name) => name.trim());
  const index = columns.indexOf(position);
  if (index < 0) throw new Error(`No column "${position}" among ${columns.join(', ')}`);
  return figuresOf(table.getByRole('row', { name: /^Total/ }).getByRole('cell'), 2 * index);
}

/** One rights holder's registered shares on a dispute page (the final ones once it is resolved). */
export function registeredShares(page: Page, rightsHolder: string): ShareFigures {
  const table = page.getByRole('table', { name: isPhoneSize(page) ? 'Registered: shares' : 'Shares side by side' });
  // On the wide table the registered column comes first, right after the rights holder.
  return figuresOf(table.getByRole('row').filter({ has: page.getByRole('rowheader').filter({ hasText: rightsHolder }) }).getByRole('cell'));
}

/** A PDF of one blank page: small, and a real PDF by its first bytes, as the server judges evidence. */
export function tinyPdf(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj',
      'trailer <</Root 1 0 R>>',
      '%%EOF',
    ].join('\n'),
  );
}
