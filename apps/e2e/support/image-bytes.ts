/**
 * The end-to-end half of the image budget: the image bytes Chromium downloads for a page on a phone from its load
 * until the network is quiet, without scrolling. That includes lazy images Chromium fetches because they are near
 * the first screen, which only a real layout knows (the build check, scripts/image-budget.ts, sees eager ones only).
 */
import type { Page, Request } from '@playwright/test';
import { kb, PHONE } from '../scripts/budget-lib.ts';
import { networkQuiet, trackRequests } from './network-quiet.ts';

/** `test.use(PHONE_CONTEXT)`: the phone of the budget. */
export const PHONE_CONTEXT = {
  viewport: { width: PHONE.width, height: PHONE.height },
  deviceScaleFactor: PHONE.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
} as const;

export interface ImageBytes {
  bytes: number;
  files: { path: string; bytes: number }[];
}

export async function imageBytesBeforeScroll(page: Page, path: string): Promise<ImageBytes> {
  const pending: Promise<{ path: string; bytes: number }>[] = [];
  const record = (request: Request) => {
    if (request.resourceType() !== 'image' || request.url().startsWith('data:')) return;
    pending.push(
      request.response().then(async (response) => ({
        path: new URL(request.url()).pathname,
        // Images are served as they are (the hosts compress text only): the body is what travelled.
        bytes: response ? (await response.body()).length : 0,
      })),
    );
  };
  trackRequests(page.context());
  page.on('requestfinished', record);
  try {
    await page.goto(path, { waitUntil: 'load' });
    await networkQuiet(page);
  } finally {
    page.off('requestfinished', record);
  }
  const files = await Promise.all(pending);
  return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
}

export function describeImageBytes({ bytes, files }: ImageBytes): string {
  const list = files.map((file) => `${file.path} ${kb(file.bytes)}`);
  return `${kb(bytes)} of images before the first scroll: ${list.join(', ') || 'none'}`;
}
