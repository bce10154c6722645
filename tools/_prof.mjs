import { chromium } from 'playwright-core';
import { startApi } from './serve/api-server.mjs';
import { serveSite } from './serve/serve-site.mjs';
const api = await startApi({ workspaceRoot: '/work/main', quiet: true });
const site = await serveSite({ workspaceRoot: '/work/main' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.start');
await page.goto('http://localhost:4200/', { waitUntil: 'load' });
await page.waitForTimeout(6000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
// root node of main.js top level
const top = profile.nodes.filter((n) => n.callFrame.url.includes('main.') && n.callFrame.lineNumber === 0 && n.callFrame.columnNumber === 0 && n.callFrame.functionName === '');
const topIds = new Set(top.map((n) => n.id));
const incl = new Map(); let total = 0;
for (let i = 0; i < profile.samples.length; i++) {
  let id = profile.samples[i]; const chain = [];
  while (id !== undefined) { chain.push(byId.get(id)); id = parent.get(id); }
  const idx = chain.findIndex((n) => topIds.has(n.id));
  if (idx < 0) continue;
  total += profile.timeDeltas[i] / 1000;
  const seen = new Set();
  for (const n of chain.slice(0, idx)) { const k = name(n); if (seen.has(k)) continue; seen.add(k); incl.set(k, (incl.get(k) ?? 0) + profile.timeDeltas[i] / 1000); }
}
console.log('under main.js top level', total.toFixed(0), 'ms');
for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(v.toFixed(1).padStart(7), k.slice(0, 140));
await browser.close(); await site.stop(); await api.stop();
