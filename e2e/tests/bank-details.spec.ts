import { expect, test } from '../support/fixtures';

test('a member enters bank details, confirms with the password, and sees them masked after a reload', async ({ page, member }) => {
  await page.goto('/bank-details');
  await expect(page.getByText('No bank details yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add bank details' }).click();

  await page.getByLabel('Account holder').fill(member.name);
  await page.getByLabel('Bank name').fill('Commerzbank');
  await page.getByLabel('Bank country').fill('Germany');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await expect(page.getByLabel('Currency')).toHaveValue('EUR — Euro');
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.getByLabel('BIC').fill('COBADEFFXXX');
  await page.getByRole('button', { name: 'Save bank details' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm with your password' });
  await dialog.getByLabel('Password').fill(member.password);
  await dialog.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page.getByText('Your bank details have been saved')).toBeVisible();

  await page.reload();
  const account = page.getByRole('region', { name: 'Payment account' });
  await expect(account.getByText('DE89 3704 0044 0532 0*** **')).toBeVisible();
  await expect(account.getByText('COBADEFFXXX')).toBeVisible();
  await expect(page.getByText('DE89 3704 0044 0532 0130 00')).toHaveCount(0);
});
