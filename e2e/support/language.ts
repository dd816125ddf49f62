import type { Page } from '@playwright/test';
import { isPhone } from './account';
import { messages, type Language } from './messages';

/**
 * Chooses a language in the header's select, the phone menu's on a phone (opened unless it is
 * open already). `current` is the language the page is shown in, which names the controls.
 */
export async function chooseLanguage(page: Page, current: Language, next: Language) {
  const words = messages[current];
  if (!isPhone(page)) {
    await page
      .locator('header')
      .getByRole('combobox', { name: words['header.language'] })
      .first()
      .selectOption(next);
    return;
  }
  const select = page
    .getByRole('navigation')
    .getByRole('combobox', { name: words['header.language'] });
  if (!(await select.isVisible()))
    await page.getByRole('button', { name: words['header.menu'], exact: true }).click();
  await select.selectOption(next);
}
