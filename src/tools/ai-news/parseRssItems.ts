import { XMLParser } from 'fast-xml-parser';
import { collapseWhitespace, htmlToText, truncateText } from './htmlToText.ts';
import { safeHttpUrl } from './safeUrl.ts';

export interface NewsItem {
  title: string;
  /** Absolute http(s) link, or null when the feed gave none or an unsafe one. */
  link: string | null;
  /** ISO 8601 instant, or null when missing or unreadable. */
  pubDate: string | null;
  /** Plain text, at most `descriptionLimit` characters plus an ellipsis. */
  description: string;
  thumbnail: string | null;
}

export class FeedParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedParseError';
  }
}

export interface ParseOptions {
  limit?: number;
  descriptionLimit?: number;
}

type XmlValue = string | number | boolean | XmlNode | XmlValue[] | null | undefined;
interface XmlNode {
  [key: string]: XmlValue;
}

const REPEATABLE = new Set([
  'item',
  'entry',
  'link',
  'media:thumbnail',
  'media:content',
  'enclosure',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Entities in a DOCTYPE are a classic denial of service ("billion laughs"): keep them tiny.
  processEntities: { maxEntityCount: 20, maxEntitySize: 1000, maxExpandedLength: 100_000 },
  htmlEntities: false,
  isArray: (name) => REPEATABLE.has(name),
});

function isNode(value: XmlValue): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function first(value: XmlValue): XmlValue {
  return Array.isArray(value) ? value[0] : value;
}

/** All text inside a value: CDATA and text merged, attributes skipped, children in order. */
function textOf(value: XmlValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  return Object.entries(value)
    .filter(([key]) => !key.startsWith('@_'))
    .map(([, child]) => textOf(child))
    .join(' ');
}

function attribute(value: XmlValue, name: string): string | undefined {
  const node = first(value);
  if (!isNode(node)) return undefined;
  const attributeValue = node[`@_${name}`];
  return typeof attributeValue === 'string' ? attributeValue : undefined;
}

function itemsOf(document: XmlNode): { items: XmlNode[]; base?: string } {
  const asNodes = (value: XmlValue) => (Array.isArray(value) ? value : [value]).filter(isNode);
  const rss = first(document.rss);
  if (isNode(rss)) {
    const channel = first(rss.channel);
    if (isNode(channel)) return { items: asNodes(channel.item), base: textOf(first(channel.link)) };
  }
  const rdf = first(document['rdf:RDF']);
  if (isNode(rdf)) return { items: asNodes(rdf.item) };
  const feed = first(document.feed);
  if (isNode(feed)) return { items: asNodes(feed.entry) };
  throw new FeedParseError('Not an RSS or Atom feed');
}

function linkOf(item: XmlNode, base: string | undefined): string | null {
  const links = Array.isArray(item.link) ? item.link : [item.link];
  // Atom: <link rel="alternate" href="…"/>; RSS and RDF: <link>…</link>.
  const atom = links.find(
    (link) => isNode(link) && (attribute(link, 'rel') ?? 'alternate') === 'alternate',
  );
  const candidate =
    attribute(atom, 'href') ?? textOf(links.find((link) => typeof link === 'string'));
  const fromGuid = attribute(item.guid, 'isPermaLink') === 'false' ? '' : textOf(first(item.guid));
  return safeHttpUrl(candidate, safeHttpUrl(base) ?? undefined) ?? safeHttpUrl(fromGuid);
}

function dateOf(item: XmlNode): string | null {
  for (const key of ['pubDate', 'dc:date', 'published', 'updated']) {
    const text = collapseWhitespace(textOf(first(item[key])));
    if (text === '') continue;
    const time = Date.parse(text);
    if (!Number.isNaN(time)) return new Date(time).toISOString();
  }
  return null;
}

function rawDescriptionOf(item: XmlNode): string {
  for (const key of ['description', 'content:encoded', 'summary', 'content']) {
    const text = textOf(first(item[key]));
    if (text.trim() !== '') return text;
  }
  return '';
}

function thumbnailOf(item: XmlNode, rawDescription: string): string | null {
  const thumbnails = Array.isArray(item['media:thumbnail']) ? item['media:thumbnail'] : [];
  for (const thumbnail of thumbnails) {
    // note writes the address as text; Media RSS proper puts it in url="…".
    const url = safeHttpUrl(attribute(thumbnail, 'url') ?? textOf(thumbnail));
    if (url) return url;
  }
  const media = [
    ...(Array.isArray(item['media:content']) ? item['media:content'] : []),
    ...(Array.isArray(item.enclosure) ? item.enclosure : []),
  ];
  for (const candidate of media) {
    const type = attribute(candidate, 'type') ?? '';
    const isImage = type.startsWith('image/') || attribute(candidate, 'medium') === 'image';
    const url = isImage ? safeHttpUrl(attribute(candidate, 'url')) : null;
    if (url) return url;
  }
  const image = /<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(rawDescription);
  return safeHttpUrl(image?.[1]);
}

/** note ends every description with a "read more" link whose text adds nothing here. */
function withoutReadMore(text: string): string {
  return text.replace(/\s*(続きをみる|続きを読む)\s*$/, '');
}

/**
 * News items from RSS 2.0 (note.com's shape: CDATA descriptions, media:thumbnail as text),
 * RSS 1.0 and Atom. Titles are plain text; descriptions are HTML reduced to plain text.
 */
export function parseRssItems(xml: string, options: ParseOptions = {}): NewsItem[] {
  const limit = options.limit ?? 20;
  const descriptionLimit = options.descriptionLimit ?? 200;
  if (typeof xml !== 'string' || xml.trim() === '') throw new FeedParseError('Empty feed');
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch {
    // Real feeds are sometimes not well-formed (a stray "&"); read them leniently, as text only.
    try {
      document = parser.parse(xml);
    } catch (error) {
      throw new FeedParseError(error instanceof Error ? error.message : 'Unreadable feed');
    }
  }
  if (!isNode(document as XmlValue)) throw new FeedParseError('Unreadable feed');
  const { items, base } = itemsOf(document as XmlNode);

  const news: NewsItem[] = [];
  for (const item of items) {
    if (news.length >= limit) break;
    const title = collapseWhitespace(textOf(first(item.title)));
    const link = linkOf(item, base);
    if (title === '' && !link) continue;
    const rawDescription = rawDescriptionOf(item);
    news.push({
      title,
      link,
      pubDate: dateOf(item),
      description: truncateText(withoutReadMore(htmlToText(rawDescription)), descriptionLimit),
      thumbnail: thumbnailOf(item, rawDescription),
    });
  }
  return news;
}
