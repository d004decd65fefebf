import { dataTable } from '../support/data-table';
import { expect, test } from '../support/fixtures';
import { memberBrowser } from '../support/session';
import { uniqueTitle } from '../support/unique';

test('a screen that breaks shows the error page, which reports the error; staff find the report in their inbox', async ({ page, staff: _staff, otherBrowser, mailbox }) => {
  const memberPage = await memberBrowser(otherBrowser, mailbox);
  // A screen's code that throws as it loads, as a broken release would: the Diagnostics screen's
  // chunk is answered with a script that throws an error of the test's own.
  const failure = uniqueTitle('Diagnostics chunk broke');
  await memberPage.route('**/assets/diagnostics-*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `throw new Error(${JSON.stringify(failure)});` }),
  );

  await memberPage.goto('/test');
  await expect(memberPage.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(memberPage.getByText("It has been reported to the society's support team.")).toBeVisible();

  // Staff read it among the error reports: what broke, and on which page.
  await page.goto('/staff/inbox');
  await page.getByRole('radiogroup', { name: 'Kind' }).getByText(/^Error reports/).click();
  await dataTable(page, 'Inbox').getByRole('link', { name: new RegExp(failure) }).click();
  await expect(page.getByRole('heading', { name: 'Error report' })).toBeVisible();
  await expect(page.getByLabel('Error description')).toContainText(failure);
  await expect(page.getByText(/\/test$/)).toBeVisible();

  // The member goes back to the dashboard, which loads afresh.
  await memberPage.getByRole('link', { name: 'Back to Homepage' }).click();
  await expect(memberPage).toHaveURL(/\/dashboard$/);
  await expect(memberPage.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
});
