import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { layoutProblems, resizeTo } from './support/layout-check';
import { textBoxes } from './support/layout-stops';
import { DROP_LABELS, field, openUploadPage, UPLOAD_FIXTURES } from './support/upload-helpers';

/** How the dialog's action buttons sit: on how many rows, and whether all are equally wide. */
async function actionRows(dialog: Locator) {
  const boxes = await Promise.all(
    (await dialog.getByRole('button').all()).map((button) => button.boundingBox()),
  );
  const tops = new Set(boxes.map((box) => Math.round(box?.y ?? 0)));
  const widths = new Set(boxes.map((box) => Math.round(box?.width ?? 0)));
  return { rows: tops.size, sameWidth: widths.size === 1 };
}

test.describe('upload: refusals', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('shows the Insufficient Balance numbers when credits are short, on one line each at 320 px, and Add Funds opens the wallet', async ({
      page,
      provider,
      loginViaApi,
    }) => {
      const account = await provider.createVerifiedAccount({ credits: 3 });
      const check = await fetch(`${provider.url}/api/content/check-balance/video`, {
        headers: { Authorization: `Bearer ${account.token}` },
      });
      expect(check.status).toBe(402);
      const { requiredAmount, balance } = (await check.json()) as {
        requiredAmount: number;
        balance: number;
      };
      expect(balance).toBe(3);

      await loginViaApi(account.email, account.password);
      await openUploadPage(page);
      await page.getByLabel(DROP_LABELS.video).setInputFiles(UPLOAD_FIXTURES.video);
      await field(page, 'Title').fill('Too expensive');
      await field(page, 'Description').fill('Not enough credits for this one.');
      await field(page, 'Tags').fill('broke');
      await page.getByRole('button', { name: 'Upload Content' }).click();
      const dialog = page.getByRole('dialog', { name: 'Insufficient Balance' });
      await expect(
        dialog.getByText("You don't have enough funds in your wallet to upload this content."),
      ).toBeVisible();
      await expect(dialog).toContainText(`Required amount${requiredAmount.toFixed(2)} credits`);
      await expect(dialog).toContainText('Your balance3.00 credits');
      await expect(dialog).toContainText(`Amount needed${(requiredAmount - 3).toFixed(2)} credits`);
      await expect(dialog.getByRole('button', { name: 'Retry Upload' })).toBeVisible();
      // On a phone the three actions stack, each as wide as the others: never two plus one.
      // Polled: the dialog may still be settling, and a resize is laid out on the next frame.
      await expect.poll(() => actionRows(dialog)).toEqual({ rows: 3, sameWidth: true });
      // At 320 px the amounts stay on one line each, right-aligned in one column beside their
      // labels, and nothing scrolls sideways (issue 34).
      await resizeTo(page, 320);
      const amounts = dialog.locator('dd');
      await expect
        .poll(async () =>
          (await textBoxes(amounts)).map((amount) => `${amount.text}: ${amount.lines}`),
        )
        .toEqual([
          `${requiredAmount.toFixed(2)} credits: 1`,
          '3.00 credits: 1',
          `${(requiredAmount - 3).toFixed(2)} credits: 1`,
        ]);
      expect(new Set((await textBoxes(amounts)).map((amount) => amount.right)).size).toBe(1);
      const labels = await dialog
        .locator('dt')
        .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
      expect(new Set(labels).size).toBe(1);
      expect(await layoutProblems(page)).toMatchObject({ overflow: null });
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect.poll(() => actionRows(dialog)).toEqual({ rows: 1, sameWidth: false });
      await dialog.getByRole('button', { name: 'Add Funds' }).click();
      await page.waitForURL(/\/wallet$/);
    });
  });
});
