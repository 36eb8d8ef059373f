/** The contact form as a visitor finds it on a page: its fields, its button and its notices, by role and name. */
import type { Locator, Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures.ts';

export interface ContactForm {
  form: Locator;
  name: Locator;
  email: Locator;
  message: Locator;
  submit: Locator;
  /** The form's status notice (success) or alert (warning, error) carrying `text`. */
  notice(text: string): Locator;
}

function contactForm(page: Page, accessibleName: string): ContactForm {
  const form = page.getByRole('form', { name: accessibleName });
  return {
    form,
    name: form.getByRole('textbox', { name: 'Name' }),
    email: form.getByRole('textbox', { name: 'Email' }),
    message: form.getByRole('textbox', { name: 'Message' }),
    submit: form.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ }),
    notice: (text) =>
      form.getByRole('status').or(form.getByRole('alert')).filter({ hasText: text }),
  };
}

/** Opens the page and waits until the form is interactive (hydrated: validation now runs in JS). */
export async function openForm(
  page: Page,
  path: string,
  accessibleName: string,
): Promise<ContactForm> {
  await page.goto(path);
  await waitForHydration(page);
  const ui = contactForm(page, accessibleName);
  await ui.form.scrollIntoViewIfNeeded();
  // Without JavaScript the browser's own `required` checks apply; with it, the form's own messages (its first
  // press is held until the island runs).
  await expect(ui.form).toHaveAttribute('novalidate', '');
  await expect(ui.submit).toBeEnabled();
  return ui;
}
