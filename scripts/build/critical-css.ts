/**
 * The part of the site's stylesheet that one drawn page needs for its first paint
 * (scripts/build/prerender.ts writes it into the page; the whole stylesheet follows with the app's
 * code). A rule is kept unless its selector needs a class that the page does not have:
 *
 * - rules without classes (element selectors, `:root`, `*`, `::backdrop`) are always kept;
 * - a selector list is kept when one of its selectors is, and a selector when every class it
 *   names is on the page or is one of `stateClasses` (classes the start-up script puts on
 *   `<html>`, such as `dark`), and each `:is(…)`/`:where(…)`/`:has(…)` in it has an
 *   alternative that is kept by the same rule; classes inside `:not(…)` are not needed;
 * - at-rules other than @media, @supports, @layer and @container (keyframes, @property, …) are
 *   kept whole; those four keep what they contain by the same rules, and are dropped if empty.
 *
 * Written here rather than with a critical-CSS library (beasties, critters): they match
 * selectors against the page's elements as built, so the dark theme's rules
 * (`.dark\:x:where(.dark, .dark *)`, the `dark` class being added by the visitor's browser) and
 * states such as `:hover` would be judged by a document that never has them.
 */
import { decodeHTMLAttribute } from 'entities';
import postcss, { type AtRule, type Container, type Rule } from 'postcss';

/** Every class named in the page's class attributes. */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeHTMLAttribute(match[1] ?? '').split(/\s+/)) {
      if (name) classes.add(name);
    }
  }
  return classes;
}

/** Splits a selector list at its top-level commas (not those inside `:where(…)` and the like). */
export function splitSelectorList(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const character = list[index];
    if (character === '\\') index++;
    else if (character === '(' || character === '[') depth++;
    else if (character === ')' || character === ']') depth--;
    else if (character === ',' && depth === 0) {
      selectors.push(list.slice(start, index).trim());
      start = index + 1;
    }
  }
  selectors.push(list.slice(start).trim());
  return selectors;
}

const FUNCTIONAL_PSEUDO = /:(not|is|where|has)\(/y;

/**
 * A selector taken apart: its own text without its `:not(…)`, `:is(…)`, `:where(…)` and
 * `:has(…)`, and those pseudo-classes' names and arguments.
 */
function takeApart(selector: string): { own: string; groups: { name: string; list: string }[] } {
  let own = '';
  const groups: { name: string; list: string }[] = [];
  let index = 0;
  while (index < selector.length) {
    FUNCTIONAL_PSEUDO.lastIndex = index;
    const pseudo = FUNCTIONAL_PSEUDO.exec(selector);
    if (pseudo) {
      const start = index + pseudo[0].length;
      let depth = 1;
      let end = start;
      for (; end < selector.length && depth > 0; end++) {
        const character = selector[end];
        if (character === '\\') end++;
        else if (character === '(') depth++;
        else if (character === ')') depth--;
      }
      groups.push({ name: pseudo[1] ?? '', list: selector.slice(start, end - 1) });
      index = end;
    } else {
      if (selector[index] === '\\') own += selector[index++];
      own += selector[index++] ?? '';
    }
  }
  return { own, groups };
}

/** The class names in a selector's own text, with CSS escapes (`\:`, `\/`, `\32 `) undone. */
export function selectorClasses(selector: string): string[] {
  return classesIn(takeApart(selector).own);
}

/** The class names in selector text that has no functional pseudo-classes left in it. */
function classesIn(own: string): string[] {
  const names = new Set<string>();
  // Attribute selectors' values may contain dots; they are not classes. (An escaped bracket,
  // as in Tailwind's `.grid-cols-\[1fr_auto\]`, is part of a class name.)
  const source = own.replace(/(?<!\\)\[(?:\\.|[^\]\\])*\]/g, '');
  for (const match of source.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)) {
    names.add(
      (match[1] ?? '').replace(
        /\\([0-9a-fA-F]{1,6}) ?|\\(.)/g,
        (_, hex?: string, plain?: string) =>
          hex ? String.fromCodePoint(parseInt(hex, 16)) : (plain ?? ''),
      ),
    );
  }
  return [...names];
}

/**
 * Whether a selector can match on a page with these classes: its own classes are all there,
 * and each `:is(…)`, `:where(…)` and `:has(…)` has an alternative that can match (`:not(…)`
 * needs nothing).
 */
export function selectorApplies(selector: string, present: ReadonlySet<string>): boolean {
  const { own, groups } = takeApart(selector);
  return (
    classesIn(own).every((name) => present.has(name)) &&
    groups.every(
      (group) =>
        group.name === 'not' ||
        splitSelectorList(group.list).some((inner) => selectorApplies(inner, present)),
    )
  );
}

const CONDITIONAL_AT_RULES = new Set(['media', 'supports', 'layer', 'container']);

/** The rules of `css` that a page with these classes can use (see the top of this file). */
export function criticalCss(
  css: string,
  classes: ReadonlySet<string>,
  stateClasses: readonly string[] = [],
): string {
  const present = new Set([...classes, ...stateClasses]);
  const applies = (selector: string) => selectorApplies(selector, present);
  const root = postcss.parse(css);

  const prune = (container: Container) => {
    container.each((node) => {
      if (node.type === 'rule') {
        const rule = node as Rule;
        // Rules nested in rules (CSS nesting) belong with their parent.
        if (!splitSelectorList(rule.selector).some(applies)) rule.remove();
      } else if (node.type === 'atrule') {
        const atRule = node as AtRule;
        if (!CONDITIONAL_AT_RULES.has(atRule.name) || !atRule.nodes) return;
        prune(atRule);
        if (atRule.nodes.length === 0) atRule.remove();
      }
    });
  };
  prune(root);
  return root.toString();
}
