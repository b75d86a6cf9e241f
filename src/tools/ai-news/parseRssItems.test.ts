import noteFeed from '../../../e2e/fixtures/note-ai-rss.xml?raw';
import hostileFeed from '../../../e2e/fixtures/note-hostile-rss.xml?raw';
import emptyFeed from '../../../e2e/fixtures/note-empty-rss.xml?raw';
import { FeedParseError, parseRssItems } from './parseRssItems';

function rss(items: string, channelExtra = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>t</title>${channelExtra}${items}</channel></rss>`;
}

describe('parseRssItems on a recorded note.com feed', () => {
  const items = parseRssItems(noteFeed);

  it('keeps only the first 20 of 22 items', () => {
    expect(items).toHaveLength(20);
    expect(parseRssItems(noteFeed, { limit: 5 })).toHaveLength(5);
  });

  it('reads title, link, date, CDATA description and text media:thumbnail', () => {
    expect(items[0]).toEqual({
      title: '生成AIで議事録作成を自動化した話｜営業チームの1か月',
      link: 'https://note.com/ai_office_lab/n/n5a1f3c7e9b2d',
      pubDate: '2025-06-30T09:05:00.000Z',
      description: expect.stringMatching(/^営業チームでは毎週の定例会議の議事録づくりに、/),
      thumbnail:
        'https://assets.st-note.com/production/uploads/images/181000000/rectangle_large_type_2_00ab.png?width=800&height=418',
    });
  });

  it('cuts descriptions to 200 characters with an ellipsis and drops the read-more link', () => {
    const long = items[0]?.description ?? '';
    expect(Array.from(long)).toHaveLength(201);
    expect(long.endsWith('…')).toBe(true);
    expect(items[5]?.description).toBe('短い紹介文です。');
    for (const item of items) {
      expect(item.description).not.toMatch(/[<>]|続きをみる/);
    }
  });

  it('decodes entities in titles and descriptions once', () => {
    const item = items.find((candidate) => candidate.title.startsWith('データ分析'));
    expect(item?.title).toBe('データ分析にAIを使うときの注意点 & 便利な使い方');
    expect(item?.description).toContain('注意点 & 便利な使い方について');
  });

  it('leaves the thumbnail empty when the item has none', () => {
    expect(items[3]?.thumbnail).toBeNull();
    expect(items[9]?.thumbnail).toBeNull();
  });
});

describe('parseRssItems on hostile markup', () => {
  const items = parseRssItems(hostileFeed);

  it('keeps titles as plain text, never as markup', () => {
    expect(items[0]?.title).toBe('<img src=x onerror="window.__pwned=1">緊急のお知らせ');
  });

  it('drops scripts, styles, frames and event handlers from descriptions', () => {
    expect(items[0]?.description).toBe('本文は太字とリンクを含みます。');
    expect(items[1]?.description).toBe('説明文がエスケープされています & 記号も。');
  });

  it('refuses javascript: and data: links and image sources', () => {
    expect(items[0]?.link).toBeNull();
    expect(items[0]?.thumbnail).toBeNull();
    expect(items[1]?.link).toBeNull();
    expect(items[2]?.link).toBe('https://note.com/safe_writer/n/n0123456789ab');
  });

  it('reads media:thumbnail url attributes and tolerates a bad date', () => {
    expect(items[2]?.thumbnail).toBe(
      'https://assets.st-note.com/production/uploads/images/1/safe.png',
    );
    expect(items[2]?.pubDate).toBeNull();
  });
});

describe('parseRssItems on other real-world shapes', () => {
  it('returns nothing for a feed without items', () => {
    expect(parseRssItems(emptyFeed)).toEqual([]);
  });

  it('handles missing fields', () => {
    const items = parseRssItems(
      rss(
        '<item><title>タイトルだけ</title></item><item><link>https://example.com/a</link></item><item><description>no title or link</description></item>',
      ),
    );
    expect(items).toEqual([
      { title: 'タイトルだけ', link: null, pubDate: null, description: '', thumbnail: null },
      { title: '', link: 'https://example.com/a', pubDate: null, description: '', thumbnail: null },
    ]);
  });

  it('reads media:content, enclosures and images inside the description', () => {
    const items = parseRssItems(
      rss(
        '<item><title>a</title><media:content url="https://img.example/a.jpg" medium="image"/></item>' +
          '<item><title>b</title><enclosure url="https://img.example/b.png" type="image/png" length="1"/></item>' +
          '<item><title>c</title><enclosure url="https://cdn.example/c.mp3" type="audio/mpeg" length="1"/></item>' +
          '<item><title>d</title><description><![CDATA[<p><img src="https://img.example/d.webp" alt=""> 本文</p>]]></description></item>',
      ),
    );
    expect(items.map((item) => item.thumbnail)).toEqual([
      'https://img.example/a.jpg',
      'https://img.example/b.png',
      null,
      'https://img.example/d.webp',
    ]);
    expect(items[3]?.description).toBe('本文');
  });

  it('uses content:encoded, dc:date, relative links and permalink guids', () => {
    const items = parseRssItems(
      rss(
        '<item><title>x</title><link>/n/abc</link><dc:date>2025-01-02T03:04:05+09:00</dc:date><content:encoded><![CDATA[<p>中身</p>]]></content:encoded></item>' +
          '<item><title>y</title><guid>https://example.com/guid</guid></item>' +
          '<item><title>z</title><guid isPermaLink="false">https://example.com/not-a-link</guid></item>',
        '<link>https://note.com/hashtag/AI</link>',
      ),
    );
    expect(items[0]).toMatchObject({
      link: 'https://note.com/n/abc',
      pubDate: '2025-01-01T18:04:05.000Z',
      description: '中身',
    });
    expect(items[1]?.link).toBe('https://example.com/guid');
    expect(items[2]?.link).toBeNull();
  });

  it('reads Atom and RSS 1.0', () => {
    const atom = parseRssItems(
      '<feed xmlns="http://www.w3.org/2005/Atom"><entry><title type="html">Atom &amp;lt;1&amp;gt;</title><link rel="self" href="https://e.example/self"/><link href="https://e.example/post"/><updated>2025-03-01T00:00:00Z</updated><summary>要約</summary></entry></feed>',
    );
    expect(atom).toEqual([
      {
        title: 'Atom &lt;1&gt;',
        link: 'https://e.example/post',
        pubDate: '2025-03-01T00:00:00.000Z',
        description: '要約',
        thumbnail: null,
      },
    ]);
    const rdf = parseRssItems(
      '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"><item rdf:about="https://r.example/1"><title>RDF</title><link>https://r.example/1</link><dc:date>2025-04-01T09:00:00+09:00</dc:date></item></rdf:RDF>',
    );
    expect(rdf[0]).toMatchObject({
      title: 'RDF',
      link: 'https://r.example/1',
      pubDate: '2025-04-01T00:00:00.000Z',
    });
  });

  it('survives unescaped HTML inside description and a stray ampersand', () => {
    const items = parseRssItems(
      rss('<item><title>A & B</title><description><p>段落<b>太字</b></p></description></item>'),
    );
    expect(items[0]?.title).toBe('A & B');
    expect(items[0]?.description).toContain('段落');
  });

  it('keeps numbers in titles as text', () => {
    expect(
      parseRssItems(rss('<item><title>2025</title><link>https://e.example/</link></item>'))[0]
        ?.title,
    ).toBe('2025');
  });

  it.each(['', 'not xml at all', '{"json": true}', '<html><body>blocked</body></html>'])(
    'rejects %j',
    (text) => {
      expect(() => parseRssItems(text)).toThrow(FeedParseError);
    },
  );

  it('refuses entity expansion bombs', () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">]>' +
      '<rss><channel><item><title>&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;</title></item></channel></rss>';
    let result: unknown;
    try {
      result = parseRssItems(bomb);
    } catch (error) {
      result = error;
    }
    // Either refused, or expanded no further than the limit: never megabytes of text.
    if (Array.isArray(result)) expect(JSON.stringify(result).length).toBeLessThan(200_000);
    else expect(result).toBeInstanceOf(Error);
  });
});
