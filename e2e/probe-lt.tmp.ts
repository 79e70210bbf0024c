import { chromium } from 'playwright';
import { serveStatic, closeServer } from '/work/main/scripts/lib/serve-static.ts';
const server = await serveStatic({ name: 'sites', dir: '/work/main/sites/dist', port: 5199 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const path = process.argv[2] ?? '/';
for (let run = 0; run < Number(process.argv[3] ?? 3); run++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    (window as any).__tasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) (window as any).__tasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
    document.addEventListener('inzira:app-ready', () => ((window as any).__ready = Math.round(performance.now())));
  });
  await page.goto(`http://localhost:5199${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const r = await page.evaluate(() => ({ tasks: (window as any).__tasks, ready: (window as any).__ready, fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0) }));
  const tbt = r.tasks.filter(([s]: number[]) => s >= r.fcp).reduce((a: number, [, d]: number[]) => a + Math.max(0, d - 50), 0);
  console.log(`run ${run}: fcp ${r.fcp} ready ${r.ready} tbt~ ${tbt} tasks ${r.tasks.map(([s, d]: number[]) => `${s}+${d}`).join(' ')}`);
  await context.close();
}
await browser.close();
await closeServer(server);
