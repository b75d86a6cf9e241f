import { describe, expect, it } from 'vitest';
import { compileRedirectGlob } from './redirect-glob.ts';

// gobwas/glob's README examples with the separators GoTrue passes ('.' and '/').
describe('compileRedirectGlob', () => {
  it.each([
    ['https://*.example.com/**', 'https://app.example.com/a/b', true],
    ['https://*.example.com/**', 'https://a.b.example.com/', false],
    ['https://*.example.com/**', 'https://example.com/', false],
    ['https://**.example.com/**', 'https://a.b.example.com/', true],
    ['http://localhost:3000/*', 'http://localhost:3000/cb', true],
    ['http://localhost:3000/*', 'http://localhost:3000/a/b', false],
    ['http://localhost:300?/**', 'http://localhost:3001/', true],
    ['http://localhost:300[0-2]/', 'http://localhost:3003/', false],
    ['http://localhost:300[!3]/', 'http://localhost:3001/', true],
    ['https://{app,admin}.example.com/', 'https://admin.example.com/', true],
    ['https://{app,admin}.example.com/', 'https://evil.example.com/', false],
    ['https://example.com/\\*', 'https://example.com/*', true],
    ['https://example.com/\\*', 'https://example.com/x', false],
    ['https://example.com', 'https://example.com/', false],
  ])('%s against %s: %s', (pattern, text, expected) => {
    expect(compileRedirectGlob(pattern)(text)).toBe(expected);
  });

  it('refuses an unclosed class or alternation', () => {
    expect(() => compileRedirectGlob('https://[a.example.com/')).toThrow();
    expect(() => compileRedirectGlob('https://{a,b.example.com/')).toThrow();
  });
});
