import { describe, expect, it } from 'vitest';
import {
  criticalCss,
  pageClasses,
  selectorApplies,
  selectorClasses,
  splitSelectorList,
} from './critical-css.ts';

describe('selectorClasses', () => {
  it.each([
    ['.btn', ['btn']],
    ['h1', []],
    [':root,:host', []],
    ['.dark\\:bg-gray-900\\/95:where(.dark,.dark *)', ['dark:bg-gray-900/95']],
    ['.sm\\:flex-row', ['sm:flex-row']],
    ['.w-1\\.5', ['w-1.5']],
    ['.\\32 xl\\:grid', ['2xl:grid']],
    ['.hover\\:underline:hover', ['hover:underline']],
    ['.group-hover\\:text-blue-700:is(:where(.group):hover *)', ['group-hover:text-blue-700']],
    ['.space-y-4>:not(:last-child)', ['space-y-4']],
    ['.btn:not(.btn-primary):focus-visible', ['btn']],
    ['input[type="file"].input', ['input']],
    ['a[href$=".pdf"]', []],
    ['.sm\\:grid-cols-\\[1fr_auto_1fr\\]', ['sm:grid-cols-[1fr_auto_1fr]']],
    ['.\\[\\&\\>svg\\]\\:size-4>svg', ['[&>svg]:size-4']],
    ['.max-h-\\[60vh\\][data-open="a.b"]', ['max-h-[60vh]']],
  ])('%s needs %j', (selector, classes) => {
    expect(selectorClasses(selector)).toEqual(classes);
  });
});

describe('selectorApplies', () => {
  const present = new Set(['a', 'b', 'dark']);
  it.each([
    ['.a', true],
    ['.a.c', false],
    ['.a:where(.dark,.dark *)', true],
    ['.a:where(.c,.b *)', true],
    ['.a:is(.c,.d)', false],
    ['.a:is(:where(.b):hover *)', true],
    ['.a:has(>.c)', false],
    ['.a:not(.c)', true],
    ['.a:is(.b:not(.c),.d)', true],
  ])('%s: %s', (selector, applies) => {
    expect(selectorApplies(selector, present)).toBe(applies);
  });
});

describe('splitSelectorList', () => {
  it.each([
    ['.a,.b', ['.a', '.b']],
    [':where(.dark,.dark *) .x, h1', [':where(.dark,.dark *) .x', 'h1']],
    ['[data-x="a,b"],.c', ['[data-x="a,b"]', '.c']],
    ['.a\\,b', ['.a\\,b']],
  ])('%s', (list, selectors) => {
    expect(splitSelectorList(list)).toEqual(selectors);
  });
});

describe('pageClasses', () => {
  it('collects the classes of every class attribute, entities decoded', () => {
    const html =
      '<div class="flex  gap-2"><p class="text-sm">a</p><span class="[&amp;&gt;svg]:size-4 flex"></span></div><i data-class="no"></i>';
    expect([...pageClasses(html)].sort()).toEqual(['[&>svg]:size-4', 'flex', 'gap-2', 'text-sm']);
  });
});

describe('criticalCss', () => {
  const page = new Set([
    'btn',
    'flex',
    'md:flex-row',
    'dark:bg-gray-900',
    'group',
    'group-hover:underline',
  ]);
  const keep = (css: string, state: string[] = ['dark']) => criticalCss(css, page, state);

  it.each([
    // Rules without classes, and those whose classes the page has, stay.
    ['*,:after,:before{box-sizing:border-box}', true],
    [':root,:host{--color-blue-700:#1d4ed8}', true],
    ['.btn{display:inline-flex}', true],
    ['.btn:hover{opacity:.9}', true],
    ['.flex{display:flex}', true],
    ['.dark\\:bg-gray-900:where(.dark,.dark *){background:#111827}', true],
    ['.group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}', true],
    ['.grid,.flex{gap:1px}', true],
    ['.btn:not(.btn-primary){border:1px}', true],
    // Classes the page does not have.
    ['.grid{display:grid}', false],
    ['.btn-primary{background:blue}', false],
    ['.dark\\:text-white:where(.dark,.dark *){color:#fff}', false],
    ['.grid,.hidden{gap:1px}', false],
  ])('%s kept: %s', (css, kept) => {
    expect(keep(css)).toBe(kept ? css : '');
  });

  it('keeps what a media query or layer holds for the page, and drops them when empty', () => {
    expect(
      keep('@media (min-width:48rem){.md\\:flex-row{flex-direction:row}.md\\:grid{display:grid}}'),
    ).toBe('@media (min-width:48rem){.md\\:flex-row{flex-direction:row}}');
    expect(keep('@layer utilities{.grid{display:grid}}@layer components{.btn{padding:0}}')).toBe(
      '@layer components{.btn{padding:0}}',
    );
    expect(keep('@supports (display:grid){@media print{.grid{display:grid}}}')).toBe('');
  });

  it('keeps layer order statements, keyframes and registered properties whole', () => {
    const css =
      '@layer theme,base,components,utilities;@keyframes spin{to{transform:rotate(360deg)}}@property --tw-shadow{syntax:"*";inherits:false}';
    expect(keep(css)).toBe(css);
  });

  it("keeps the dark theme's rules only when the start-up script may set dark", () => {
    const css = '.dark\\:bg-gray-900:where(.dark,.dark *){background:#111827}';
    expect(keep(css, [])).toBe('');
    expect(keep(css, ['dark'])).toBe(css);
  });
});
