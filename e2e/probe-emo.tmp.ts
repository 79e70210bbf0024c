import { chromium } from 'playwright';
import { serveStatic, closeServer } from '/work/main/scripts/lib/serve-static.ts';
const server = await serveStatic({ name: 'sites', dir: '/work/main/sites/dist', port: 5199 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.addInitScript(() => {
  const orig = CSSStyleSheet.prototype.insertRule;
  (window as any).__rules = [];
  CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) { (window as any).__rules.push(rule.slice(0, 90)); return orig.call(this, rule, index); };
  const append = Node.prototype.appendChild;
  (window as any).__appends = {};
  Node.prototype.appendChild = function (child: any) { const k = `${(this as any).nodeName}<${child.nodeName}`; (window as any).__appends[k] = ((window as any).__appends[k] ?? 0) + 1; return append.call(this, child) as any; };
});
await page.goto(`http://localhost:5199${process.argv[2] ?? '/'}`, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const r = await page.evaluate(() => ({ rules: (window as any).__rules.length, sample: (window as any).__rules.slice(0, 15), appends: (window as any).__appends, tags: document.querySelectorAll('style[data-emotion]').length, clientTags: document.querySelectorAll('style[data-emotion][data-s]').length }));
console.log(JSON.stringify(r, null, 1));
await browser.close();
await closeServer(server);
