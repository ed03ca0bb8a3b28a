import type { WebSocketRoute } from '@playwright/test';
import { expect, test } from './fixtures';
import { DROP_LABELS, field, openUploadPage, UPLOAD_FIXTURES } from './support/upload-helpers';

const STEPS = ['Checking the video container', 'Reading the video structure', 'Publishing'];

test.describe('upload after a dropped realtime connection', () => {
  test(
    'the connection drops mid-processing; the panel catches up and ends at Published',
    { tag: '@cross-origin' },
    async ({ page, provider, loginViaApi, request }) => {
      // socket.io may run over WebSocket (closed through this route) or long polling (cut by
      // going offline): either way the page misses the events sent while it is away.
      // A routed WebSocket is opened by Playwright, not by the page's network, so the context's
      // offline mode does not stop socket.io from reconnecting through it: while the page is away
      // the route refuses new ones too (a reconnect a second later hid the note being checked).
      const sockets: WebSocketRoute[] = [];
      let away = false;
      await page.routeWebSocket(/\/socket\.io\//, (ws) => {
        if (away) {
          void ws.close({ code: 4001, reason: 'journey offline' });
          return;
        }
        sockets.push(ws);
        ws.connectToServer();
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
      const reply = page.waitForResponse((res) => res.url().includes('/api/videos/upload?'));
      await page.getByRole('button', { name: 'Upload Content' }).click();
      const created = await reply;
      const { video } = (await created.json()) as { video: { _id: string } };

      const processing = page.locator('.upload-stage[data-stage="processing"]');
      const published = page.locator('.upload-stage[data-stage="published"]');
      // The provider processes the video after this reply, over PROCESSING_MS (1200 ms in the
      // journeys): dropping the connection as soon as the reply is in leaves it mid-processing
      // even on a busy machine, where waiting to see a first step could take longer than that.
      away = true;
      await page.context().setOffline(true);
      // The routed WebSocket (if socket.io upgraded to one) is closed too; offline cuts polling.
      for (const ws of sockets) void ws.close({ code: 4000, reason: 'journey drop' });
      // Dropped mid-processing: nothing published yet.
      await expect(published).toHaveAttribute('data-state', 'pending');
      await expect(page.getByText(/Processing status is unavailable/)).toBeVisible();
      // Away until the provider has finished (its last events go nowhere), then back. The test
      // asks the provider itself, outside the page, which is offline.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const stageUrl = `${new URL(created.url()).origin}/api/uploads/${video._id}`;
      await expect
        .poll(
          async () => {
            const res = await request.get(stageUrl, {
              headers: { Authorization: `Bearer ${token}` },
            });
            return ((await res.json()) as { stage: string }).stage;
          },
          { timeout: 30_000 },
        )
        .toBe('ready');
      away = false;
      await page.context().setOffline(false);

      await expect(page.getByRole('dialog', { name: 'Upload Successful!' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(processing).toHaveAttribute('data-state', 'done');
      // Every step, in the order they ran, the ones missed while away included.
      await expect(processing.locator('.upload-steps > li')).toHaveText(STEPS);
      await expect(published).toHaveAttribute('data-state', 'done');
      expect(stageCalls.length).toBeGreaterThan(0);
    },
  );
});
