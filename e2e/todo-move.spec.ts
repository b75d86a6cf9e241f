import { expect, test } from '@playwright/test';
import { signUpViaApi, startSignedIn } from './helpers/auth';
import { expectNoSeriousA11yViolationsInBothThemes } from './helpers/axe';

/**
 * Moving a task to another list, in English at desktop width: the task leaves the list in view
 * with its steps and shows in the other list.
 */

test.use({ locale: 'en-US' });

test('a task with a step moves to another list', async ({ page, request }) => {
  const owner = await signUpViaApi(request, 'Ichiro Suzuki');
  await startSignedIn(page, owner);
  await page.goto('/todo-share');
  const title = 'Send the quotation';
  await page.getByLabel('Task', { exact: true }).first().fill(title);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: `Steps: "${title}"` }).click();
  await page.getByLabel('New step').fill('Stamp it');
  await page.getByRole('button', { name: 'Add step' }).click();
  await expect(page.getByRole('button', { name: `Steps 0/1: "${title}"` })).toBeVisible();

  await page.getByLabel('New list name').fill('Back office');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByTestId('todo-item')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Your lists' }).getByRole('link').first().click();

  await page.getByRole('button', { name: `Move to another list ("${title}")` }).click();
  await expect(page.getByLabel('Move to', { exact: true })).toHaveValue(/.+/);
  await expect(page.getByLabel('Move to', { exact: true }).locator('option')).toHaveText([
    'Back office',
  ]);
  await expectNoSeriousA11yViolationsInBothThemes(page, 'todo-share move form');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByTestId('todo-item')).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Your lists' })
    .getByRole('link', { name: /Back office/ })
    .click();
  const moved = page.getByTestId('todo-item').filter({ hasText: title });
  await expect(moved).toBeVisible();
  await expect(moved.getByRole('button', { name: `Steps 0/1: "${title}"` })).toBeVisible();
});
