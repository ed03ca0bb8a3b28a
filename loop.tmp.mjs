import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './client/e2e/support/chromium.ts';
const extra = process.argv.slice(2).filter(Boolean);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extra] });
const t0 = performance.now();
for (let i = 0; i < 15; i++) { const ctx = await browser.newContext(); const p = await ctx.newPage(); await p.goto('data:text/html,<h1>hi</h1><p style="animation: x 1s infinite">x</p>'); await p.waitForTimeout(200); await ctx.close(); }
console.log('15 contexts', Math.round(performance.now() - t0), 'ms', extra.join(' '));
await browser.close();
