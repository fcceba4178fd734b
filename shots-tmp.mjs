import {chromium} from 'playwright-core';
const base = process.argv[2], out = process.argv[3];
const pages = [
  ['home', '/'], ['api-v3', '/api/v3/campaign/create'], ['vi-guide', '/guide/portal_callcenter_guide_vie/cdrs'],
  ['bitrix-vi', '/bitrix_pitel_vie/'], ['sdk', '/pitel_app/'], ['statuses-vi', '/trang-thai-cuoc-goi'], ['notfound', '/nope-xyz'],
];
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run']});
for (const [w, h, tag] of [[1280, 900, 'desk'], [390, 844, 'phone']]) for (const mode of ['light', 'dark']) {
  const ctx = await browser.newContext({viewport: {width: w, height: h}, deviceScaleFactor: 1});
  await ctx.addInitScript((m) => localStorage.setItem('theme', m), mode);
  const page = await ctx.newPage();
  for (const [name, p] of pages) {
    await page.goto(base + p, {waitUntil: 'load'});
    await page.waitForTimeout(600);
    await page.screenshot({path: `${out}/${name}-${tag}-${mode}.png`});
  }
  await ctx.close();
}
await browser.close();
