import { chromium } from 'playwright';
import { serveStatic, closeServer } from '/work/main/scripts/lib/serve-static.ts';
const server = await serveStatic({ name: 'sites', dir: '/work/main/sites/dist', port: 5199 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const byFile = new Map<string, number>();
const byFn = new Map<string, number>();
const runs = 2;
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`http://localhost:5199${process.argv[2] ?? '/'}`, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const counts = new Map<number, number>();
  profile.samples.forEach((id: number, i: number) => counts.set(id, (counts.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  for (const [id, us] of counts) {
    const n = nodes.get(id); const f = n.callFrame;
    const file = f.url ? f.url.replace(/.*\/assets\//, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '') : `(${f.functionName || 'native'})`;
    byFile.set(file, (byFile.get(file) ?? 0) + us / 1000 / runs);
    const fn = `${file}:${f.functionName || '(anon)'}:${f.lineNumber}:${f.columnNumber}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + us / 1000 / runs);
  }
  await context.close();
}
console.log('self ms by file (mean):');
for (const [k, v] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 18)) console.log(v.toFixed(0).padStart(6), k);
console.log('top functions:');
for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(v.toFixed(0).padStart(6), k);
await browser.close();
await closeServer(server);
