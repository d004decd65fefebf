import { createMusicalWork, createRightsHolder } from '../support/api';
import { dataTable } from '../support/data-table';
import { expect, test } from '../support/fixtures';
import { memberBrowser } from '../support/session';
import { uniqueTitle } from '../support/unique';

test('a member writes to the society from Help about one of their works, and staff find it in their inbox', async ({ page, staff, otherBrowser, mailbox }) => {
  const memberPage = await memberBrowser(otherBrowser, mailbox);
  const title = uniqueTitle('Harbour Lights');
  const writer = await createRightsHolder(memberPage.request, { name: uniqueTitle('Ilse Marquardt'), kind: 'person' });
  await createMusicalWork(memberPage.request, {
    title,
    shares: [{ rights_holder_id: writer.id, role: 'composer_author', performance_share: 100, mechanical_share: 100 }],
  });
  const message = `My co-writer should have 40%, not 50%. (${title})`;

  // The member looks for an answer first, and finds none.
  await memberPage.goto('/dashboard/help');
  await memberPage.getByLabel('Search the answers').fill('co-writer karaoke');
  await expect(memberPage.getByText('No answer matches “co-writer karaoke”')).toBeVisible();
  await memberPage.getByLabel('Search the answers').fill('ISRC');
  await expect(memberPage.getByRole('button', { name: /^What are ISWC/ })).toBeVisible();

  const form = memberPage.getByRole('form', { name: 'Contact the society' });
  await form.getByRole('combobox', { name: 'Topic' }).click();
  await memberPage.getByRole('option', { name: 'Shares' }).click();
  await form.getByLabel('Message').fill(message);
  await form.getByRole('combobox', { name: 'About one of your works or recordings' }).click();
  await memberPage.getByRole('option', { name: title }).click();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(memberPage.getByText('Your message has been sent to the society')).toBeVisible();
  await expect(memberPage.getByText(/answer you by e-mail/)).toBeVisible();

  // Staff find it among the waiting support requests, newest first.
  await page.goto('/staff/inbox');
  await page.getByRole('radiogroup', { name: 'Kind' }).getByText(/^Support requests/).click();
  await dataTable(page, 'Inbox').getByRole('link', { name: 'Shares' }).first().click();
  await expect(page.getByRole('heading', { name: 'Shares' })).toBeVisible();
  const entry = page.getByRole('region', { name: 'Message' });
  await expect(entry.getByText(message)).toBeVisible();
  await expect(entry.getByText('Shares')).toBeVisible();
  await expect(entry.getByRole('link', { name: `Musical work “${title}”` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ines Carvalho' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(page.getByText(`Handled by ${staff.name}`)).toBeVisible();
});
