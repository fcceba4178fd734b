import {launchBrowser} from '/work/wt-ref-layout/tests/support/chromium';
import {startStaticServer} from '/work/wt-ref-layout/tests/support/static-server';
const server = await startStaticServer('/work/wt-ref-layout/build');
const browser = await launchBrowser();
for (const p of ['/api/v1/click2call/synchronous', '/api/v3/campaign/create', '/module/psr/call']) {
  for (const width of [1440, 390]) for (const scheme of ['light', 'dark'] as const) {
    const ctx = await browser.newContext({viewport: {width, height: 900}, colorScheme: scheme});
    const page = await ctx.newPage();
    await page.addInitScript((t) => localStorage.setItem('theme', t), scheme);
    await page.goto(server.url + p);
    await page.waitForFunction(`document.documentElement.dataset.hasHydrated === 'true'`);
    const name = `${p.slice(1).replace(/\//g, '_')}-${width}-${scheme}`;
    await page.screenshot({path: `/work/notes/shots-ref/${name}.png`});
    if (width === 1440) {
      // scrolled to the last response field
      await page.evaluate(() => { const t = [...document.querySelectorAll('.api-panes')][0].querySelector('.api-pane-main--after table'); const rows = t?.querySelectorAll('tr'); rows?.[rows.length - 1]?.scrollIntoView({block: 'center'}); });
      await page.screenshot({path: `/work/notes/shots-ref/${name}-scrolled.png`});
    } else {
      await page.screenshot({path: `/work/notes/shots-ref/${name}-full.png`, fullPage: true});
    }
    await ctx.close();
  }
}
await browser.close(); await server.close();
process.exit(0);
