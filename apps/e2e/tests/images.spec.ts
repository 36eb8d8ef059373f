/**
 * Image bytes a phone (390 × 844 at 3×) downloads for each public page before its first scroll: ≤ 150 KB. The
 * harness spec shows the measurement catches an oversized image above the fold.
 */
import { BUDGET } from '../scripts/budget-lib.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  describeImageBytes,
  imageBytesBeforeScroll,
  PHONE_CONTEXT,
} from '../support/image-bytes.ts';
import { PUBLIC_ROUTES } from '../support/routes.ts';

test.use(PHONE_CONTEXT);

for (const route of PUBLIC_ROUTES) {
  test(`${route.path}: at most ${BUDGET.phoneImageBytes / 1024} KB of images before the first scroll`, async ({
    page,
  }) => {
    const measured = await imageBytesBeforeScroll(page, route.path);
    expect(measured.bytes, describeImageBytes(measured)).toBeLessThanOrEqual(
      BUDGET.phoneImageBytes,
    );
  });
}
