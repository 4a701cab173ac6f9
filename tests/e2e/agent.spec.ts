import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { e2eDemoPassword } from '../playwright.config';
import { solveSliderWhenShown } from './sessionHelpers';

const english = (page: Page) => page.addInitScript(() => localStorage.setItem('portal.language', 'en'));

/** Logs in on the agent page: the slider first, then the agent login. */
async function agentLogin(page: Page, request: APIRequestContext, username: string) {
  await solveSliderWhenShown(page, request, () => page.goto('/agent').then(() => undefined));
  const form = page.getByRole('region', { name: 'Agent login' });
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('textbox', { name: /^Password/ }).fill(e2eDemoPassword);
  await form.getByRole('button', { name: 'Log in' }).click();
}

test(
  'the agent page shows only the agent view, with the support hours',
  { tag: '@layout' },
  async ({ page }) => {
    await english(page);
    await page.goto('/agent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Build your team and earn with every game they play',
    );
    await expect(page.getByText('Agent support runs Monday to Friday, noon to 9 pm.')).toBeVisible();
    // The agent view: no side menu, no site footer, no social login.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByText('Or log in with')).toHaveCount(0);
    await expectNoAxeViolations(page);
  },
);

test("a player's login on the agent page says 'Non-agents cannot log in' and stays", async ({
  page,
  request,
}) => {
  await english(page);
  await agentLogin(page, request, 'demomember');
  await expect(page.getByRole('alert')).toHaveText('Non-agents cannot log in');
  await expect(page).toHaveURL(/\/agent$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('an agent logs in to /agentHome with the GMT clock, and signs out to /agent', async ({
  page,
  request,
}) => {
  await english(page);
  await agentLogin(page, request, 'agent1');
  await expect(page).toHaveURL(/\/agentHome$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('group', { name: 'Current time' })).toContainText('GMT');
  await expect(header).toContainText('agent1');
  await expectNoAxeViolations(page);
  await header.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/agent$/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('a visitor opening /agentHome goes to /login; a player is sent to /agent', async ({ page, request }) => {
  await english(page);
  await solveSliderWhenShown(page, request, () => page.goto('/agentHome').then(() => undefined));
  await expect(page).toHaveURL(/\/$/);
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username' }).fill('demomember');
  await login.getByRole('textbox', { name: /^Password/ }).fill(e2eDemoPassword);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('demomember');
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
});
