import { createIsbotFromList, list } from 'isbot';

/**
 * Browsers driven by a person or a test tool (headless Chromium, Playwright, Selenium,
 * Lighthouse) render pages as a browser does, so they see the real error pages; only
 * crawlers and other robots get the plain status that must not be indexed (spec section 2).
 */
const BROWSER_AUTOMATION = new Set(['headless', 'playwright', 'selenium', 'phantomjs', 'chrome-lighthouse']);

export const isCrawler = createIsbotFromList(list.filter((pattern) => !BROWSER_AUTOMATION.has(pattern)));
