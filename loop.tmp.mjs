import { chromium } from '@playwright/test';
const extra = process.argv[2] ? [process.argv[2]] : [];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu', ...extra] });
const t0 = performance.now();
for (let i = 0; i < 15; i++) { const ctx = await browser.newContext(); const p = await ctx.newPage(); await p.goto('data:text/html,<h1>hi</h1>'); await ctx.close(); }
console.log('15 contexts', Math.round(performance.now() - t0), 'ms');
await browser.close();
