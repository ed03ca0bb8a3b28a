import type { WebSocketRoute } from '@playwright/test';
import { expect, test } from './fixtures';
import { DROP_LABELS, field, openUploadPage, UPLOAD_FIXTURES } from './support/upload-helpers';

const STEPS = ['Checking the video container', 'Reading the video structure', 'Publishing'];

test.describe('upload after a dropped realtime connection', () => {
  test(
    'the socket drops at the first processing step; the panel catches up and ends at Published',
    { tag: '@cross-origin' },
    async ({ page, provider, loginViaApi }) => {
      // socket.io's WebSocket goes through Playwright: the first connection is closed the moment
      // the provider sends the first processing step (which the page never gets), mid-processing.
      let dropped = false;
      const connections: WebSocketRoute[] = [];
      await page.routeWebSocket(/\/socket\.io\//, (ws) => {
        connections.push(ws);
        const server = ws.connectToServer();
        server.onMessage((message) => {
          if (!dropped && typeof message === 'string' && message.includes('"stage":')) {
            dropped = true;
            void ws.close({ code: 4000, reason: 'dropped by the journey' });
            return;
          }
          ws.send(message);
        });
      });
      const stageCalls: string[] = [];
      page.on('request', (req) => {
        if (/\/api\/uploads\/[a-f0-9]{24}$/.test(req.url())) stageCalls.push(req.url());
      });

      const account = await provider.createVerifiedAccount({ credits: 50 });
      await loginViaApi(account.email, account.password);
      await openUploadPage(page);
      await page.getByLabel(DROP_LABELS.video).setInputFiles(UPLOAD_FIXTURES.video);
      await field(page, 'Title').fill(`Reconnected ${Date.now()}`);
      await field(page, 'Description').fill('Uploaded while the connection dropped.');
      await field(page, 'Tags').fill('e2e');
      await page.getByRole('button', { name: 'Upload Content' }).click();

      await expect.poll(() => dropped, { timeout: 20_000 }).toBe(true);
      // socket.io-client connects again by itself (1 to 5 s), through the route, same token.
      await expect.poll(() => connections.length, { timeout: 20_000 }).toBeGreaterThan(1);
      await expect(page.getByRole('dialog', { name: 'Upload Successful!' })).toBeVisible({
        timeout: 20_000,
      });
      const processing = page.locator('.upload-stage[data-stage="processing"]');
      await expect(processing).toHaveAttribute('data-state', 'done');
      // Every step, the one whose event was lost included, in the order they ran.
      await expect(processing.locator('.upload-steps > li')).toHaveText(STEPS);
      await expect(page.locator('.upload-stage[data-stage="published"]')).toHaveAttribute(
        'data-state',
        'done',
      );
      expect(stageCalls.length).toBeGreaterThan(0);
      await expect(page.getByText(/Processing status is unavailable/)).toHaveCount(0);
    },
  );
});
