/**
 * The rules of the sitemaps.org 0.9 schema (sitemap.xsd, siteindex.xsd) and of Google's hreflang
 * extension (xhtml:link) that our files use, checked on the text: well-formed nesting, the
 * namespaces, which element may hold which, in what order and how many times, and the formats of
 * loc and lastmod. Throws with the first broken rule; answers the parsed tree.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
/** W3C Datetime as the schema's tLastmod allows: a date, or a date and time with a zone. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const TOKEN = /<\?xml[^>]*\?>|<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
const ENTITY = /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

export function parseXml(xml: string): XmlElement {
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) throw new Error('no XML declaration');
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  TOKEN.lastIndex = 0;
  let consumed = 0;
  for (let match = TOKEN.exec(xml); match; match = TOKEN.exec(xml)) {
    consumed = TOKEN.lastIndex;
    const [token, closing, name, attributeText, selfClosing, text] = match;
    if (token.startsWith('<?xml')) continue;
    const top = stack[stack.length - 1]!;
    if (text !== undefined) {
      if (ENTITY.test(text)) throw new Error(`unescaped & in ${JSON.stringify(text)}`);
      top.text += text;
      continue;
    }
    if (closing) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key, value] of attributeText!.matchAll(/([\w:.-]+)="([^"]*)"/g)) {
      if (ENTITY.test(value!)) throw new Error(`unescaped & in ${key}="${value}"`);
      attributes[key!] = value!;
    }
    const element: XmlElement = { name: name!, attributes, children: [], text: '' };
    top.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (consumed !== xml.length)
    throw new Error(`not well-formed at ${consumed}: ${xml.slice(consumed, consumed + 40)}`);
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1]!.name}> is never closed`);
  const elements = root.children;
  if (elements.length !== 1) throw new Error('not exactly one root element');
  if (root.text.trim()) throw new Error('text outside the root element');
  return elements[0]!;
}

const decode = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

function checkLoc(element: XmlElement | undefined, where: string): string {
  if (element?.name !== 'loc') throw new Error(`${where}: loc must come first`);
  const loc = decode(element.text);
  if (loc.length > 2048 || !/^https?:\/\/[^\s]+$/.test(loc))
    throw new Error(`${where}: loc ${loc} is no URL`);
  return loc;
}

function checkOrder(element: XmlElement, allowed: string[], where: string) {
  let position = 0;
  for (const child of element.children) {
    const at = allowed.indexOf(child.name);
    if (at < 0) throw new Error(`${where}: <${child.name}> is not allowed in <${element.name}>`);
    if (at < position) throw new Error(`${where}: <${child.name}> out of order`);
    if (
      at === position &&
      child.name !== 'xhtml:link' &&
      element.children.filter((c) => c.name === child.name).length > 1
    )
      throw new Error(`${where}: more than one <${child.name}>`);
    position = at;
  }
}

export interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: Array<{ hreflang: string; href: string }>;
}

/** A urlset file: at most 50,000 url elements, each loc, lastmod?, then xhtml:link alternates. */
export function checkUrlset(xml: string): SitemapUrl[] {
  const root = parseXml(xml);
  if (root.name !== 'urlset') throw new Error(`root is <${root.name}>, not <urlset>`);
  if (root.attributes.xmlns !== SITEMAP_NS) throw new Error('urlset is not in the sitemap namespace');
  if (root.attributes['xmlns:xhtml'] !== XHTML_NS) throw new Error('xhtml prefix is not bound');
  if (root.children.length > 50_000) throw new Error('more than 50,000 URLs');
  if (Buffer.byteLength(xml) > 50 * 1024 * 1024) throw new Error('larger than 50 MB');
  return root.children.map((url, i) => {
    const where = `url ${i}`;
    if (url.name !== 'url') throw new Error(`${where}: <${url.name}> in <urlset>`);
    checkOrder(url, ['loc', 'lastmod', 'changefreq', 'priority', 'xhtml:link'], where);
    const loc = checkLoc(url.children[0], where);
    const lastmodElement = url.children.find((c) => c.name === 'lastmod');
    if (lastmodElement && !W3C_DATETIME.test(lastmodElement.text))
      throw new Error(`${where}: lastmod ${lastmodElement.text}`);
    const alternates = url.children
      .filter((c) => c.name === 'xhtml:link')
      .map((link) => {
        if (link.children.length || link.text) throw new Error(`${where}: xhtml:link must be empty`);
        if (link.attributes.rel !== 'alternate') throw new Error(`${where}: xhtml:link rel`);
        const href = decode(link.attributes.href ?? '');
        if (!/^https?:\/\//.test(href) || !link.attributes.hreflang) throw new Error(`${where}: xhtml:link`);
        return { hreflang: link.attributes.hreflang, href };
      });
    return { loc, lastmod: lastmodElement?.text ?? null, alternates };
  });
}

/** A sitemap index: at least one and at most 50,000 sitemap elements, each loc then lastmod?. */
export function checkSitemapIndex(xml: string): string[] {
  const root = parseXml(xml);
  if (root.name !== 'sitemapindex') throw new Error(`root is <${root.name}>, not <sitemapindex>`);
  if (root.attributes.xmlns !== SITEMAP_NS) throw new Error('sitemapindex is not in the sitemap namespace');
  if (root.children.length < 1 || root.children.length > 50_000)
    throw new Error('sitemap count out of range');
  return root.children.map((sitemap, i) => {
    if (sitemap.name !== 'sitemap') throw new Error(`<${sitemap.name}> in <sitemapindex>`);
    checkOrder(sitemap, ['loc', 'lastmod'], `sitemap ${i}`);
    return checkLoc(sitemap.children[0], `sitemap ${i}`);
  });
}
