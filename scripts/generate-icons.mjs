#!/usr/bin/env node
// Renders the app icons (client/public/icons/*.png) from client/public/logo.svg in Chromium, so
// they are made here, not drawn by hand. Re-run after changing the logo:
//   node scripts/generate-icons.mjs
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = readFileSync(path.join(root, 'client/public/logo.svg'), 'utf8');
const out = path.join(root, 'client/public/icons');

// A negative `inset` overscales the logo so its rounded square bleeds off the edges: launchers crop
// maskable icons to their own shape, and the glyph stays inside the safe zone (the inner 80 %).
const ICONS = [
  { file: 'icon-192.png', size: 192, inset: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, inset: 0, background: 'transparent' },
  { file: 'maskable-512.png', size: 512, inset: -0.04, background: '#6d28d9' },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.08, background: '#0d0c12' },
];

const executablePath = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/google-chrome',
].find((file) => file && existsSync(file));
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const pad = Math.round(icon.size * icon.inset);
    await page.setContent(
      `<html><body style="margin:0;overflow:hidden;background:${icon.background}">
        <div style="margin:${pad}px;width:${icon.size - 2 * pad}px;height:${icon.size - 2 * pad}px">
          ${logo.replace('<svg ', '<svg width="100%" height="100%" ')}
        </div></body></html>`,
    );
    await page.screenshot({
      path: path.join(out, icon.file),
      omitBackground: icon.background === 'transparent',
    });
    await page.close();
    console.log(`wrote client/public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
