import { describe, expect, it } from 'vitest';
import { compileGoTemplate, GoTemplateError } from './go-template.ts';

const render = (source: string, data: Record<string, unknown>) => compileGoTemplate(source)(data);

describe('the Go template subset of the auth mails', () => {
  it.each([
    ['{{ .Token }}', { Token: '012345' }, '012345'],
    ['{{ .Data.locale }}', { Data: { locale: 'en' } }, 'en'],
    ['[{{ .Data.missing }}]', { Data: {} }, '[]'],
    ['{{ if eq .Data.locale "en" }}E{{ else }}J{{ end }}', { Data: { locale: 'en' } }, 'E'],
    ['{{ if eq .Data.locale "en" }}E{{ else }}J{{ end }}', { Data: { locale: 'ja' } }, 'J'],
    // A user without a locale (missing key, nil in Go) compares unequal: Japanese.
    ['{{ if eq .Data.locale "en" }}E{{ else }}J{{ end }}', { Data: {} }, 'J'],
    [
      '{{ if eq .Data.locale "en" }}E{{ else if eq .Data.locale "ja" }}J{{ else }}?{{ end }}',
      { Data: { locale: 'ja' } },
      'J',
    ],
    ['{{ if eq .A "x" "y" }}in{{ end }}', { A: 'y' }, 'in'],
    ['{{ if ne .A "x" }}ne{{ end }}', { A: 'y' }, 'ne'],
    ['{{ if not .Email }}guest{{ end }}', { Email: '' }, 'guest'],
    ['{{ if and .A .B }}both{{ else }}no{{ end }}', { A: 'a', B: '' }, 'no'],
    ['{{ if or .A .B }}one{{ end }}', { A: '', B: 'b' }, 'one'],
    ['a {{- /* gone */ -}} b', {}, 'ab'],
    ['<p>\n  {{- .X -}}\n</p>', { X: 'x' }, '<p>x</p>'],
    // html/template escapes values (text and attributes alike here).
    [
      '<a href="{{ .U }}">{{ .N }}</a>',
      { U: 'https://x/?a=1&b=2', N: '<b>"O\'Neil"</b>' },
      '<a href="https://x/?a=1&amp;b=2">&lt;b&gt;&#34;O&#39;Neil&#34;&lt;/b&gt;</a>',
    ],
  ])('%s', (source, data, expected) => {
    expect(render(source, data)).toBe(expected);
  });

  it.each([
    '{{ if .A }}open',
    '{{ end }}',
    '{{ range .A }}{{ end }}',
    '{{ printf "%s" .A }}',
    '{{ template "x" }}',
    '{{ if .A }}{{ else }}{{ else }}{{ end }}',
  ])('refuses what it does not render as Go would: %s', (source) => {
    expect(() => compileGoTemplate(source)).toThrow(GoTemplateError);
  });

  it('compares values of different kinds as an error, as text/template does', () => {
    expect(() => render('{{ if eq .A "1" }}{{ end }}', { A: 1 })).toThrow(/incompatible types/);
  });
});
