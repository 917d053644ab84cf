import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:4104';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const sugg = await (await fetch(`${base}/api/v1/places/suggestions?q=Asatiani&lang=en`)).json();
const building = sugg.items.find((i) => i.kind === 'building');
const latest = await (await fetch(`${base}/api/v1/reviews/latest?limit=10&lang=en`)).json();
const withPhoto = latest.items.find((r) => r.photos?.length > 0) ?? latest.items[0];
for (const locale of ['en', 'ru', 'ka']) {
  for (const [name, url, viewport] of [
    ['home', `/${locale}`, { width: 1280, height: 900 }],
    ['home-phone', `/${locale}`, { width: 390, height: 844 }],
    ['place', `/${locale}/reviews?placeId=${building.id}`, { width: 1280, height: 900 }],
    ['review', `/${locale}/reviews/${withPhoto.id}`, { width: 1280, height: 900 }],
  ]) {
    const page = await browser.newPage({ viewport, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36' });
    await page.goto(base + url, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/demo-shots/${name}-${locale}.png`, fullPage: name !== 'home-phone' });
    await page.close();
  }
}
await browser.close();
console.log('ok', building.id, withPhoto.id);
