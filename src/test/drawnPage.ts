/**
 * Comparing a page drawn outside the browser (at build time, or where it is served) with the
 * app's first render: the same elements, attributes and texts, except what the drawn page
 * leaves for the app (a field's value made from today or by chance, left empty; a date in a
 * text, left as a no-break space). The footer, which the app brings a moment later, is left out.
 */

/** `html` (what goes inside `<div id="root">`) parsed as the browser parses it. */
export function parseDrawn(html: string): Element {
  const { body } = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  for (const footer of body.querySelectorAll('footer')) footer.remove();
  return body;
}

/** Whether the drawn text is the app's with parts left as a no-break space each. */
function leftForTheApp(drawn: string, app: Node | string): boolean {
  if (!drawn.includes('\u00a0')) return false;
  const escaped = drawn.split('\u00a0').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const text = typeof app === 'string' ? app : (app.textContent ?? '');
  return new RegExp(`^${escaped.join('.+')}$`, 's').test(text);
}

/** Where `drawn` and `app` part, other than in what the drawn page leaves for the app. */
export function firstDifference(drawn: Node, app: Node, where = 'root'): string | null {
  const children = (node: Node) =>
    [...node.childNodes].filter(
      (child) => child.nodeType === child.ELEMENT_NODE || child.nodeType === child.TEXT_NODE,
    );
  if (drawn.nodeType === drawn.TEXT_NODE || app.nodeType === app.TEXT_NODE) {
    if (drawn.textContent === app.textContent || leftForTheApp(drawn.textContent ?? '', app))
      return null;
    return `${where}: text ${JSON.stringify(drawn.textContent)} ≠ ${JSON.stringify(app.textContent)}`;
  }
  const [a, b] = [drawn as Element, app as Element];
  const here = `${where} > ${a.tagName.toLowerCase()}${a.id ? `#${a.id}` : ''}`;
  if (a.tagName !== b.tagName) return `${here}: <${b.tagName.toLowerCase()}> in the app`;
  const names = new Set([...a.getAttributeNames(), ...b.getAttributeNames()]);
  for (const name of names) {
    if (a.getAttribute(name) === b.getAttribute(name)) continue;
    if (name === 'value' && a.getAttribute(name) === '') continue;
    // A placeholder with a date left for the app (例：\u00a014:00 → 例：12月4日（金）14:00).
    if (
      name === 'placeholder' &&
      leftForTheApp(a.getAttribute(name) ?? '', b.getAttribute(name) ?? '')
    )
      continue;
    return `${here}: ${name}=${JSON.stringify(a.getAttribute(name))} ≠ ${JSON.stringify(b.getAttribute(name))}`;
  }
  // A text area's text is its value.
  if (a.tagName === 'TEXTAREA' && a.textContent === '') return null;
  const [ours, theirs] = [children(a), children(b)];
  if (ours.length !== theirs.length)
    return `${here}: ${ours.length} children drawn, ${theirs.length} in the app`;
  for (const [index, child] of ours.entries()) {
    const difference = firstDifference(child, theirs[index] as Node, here);
    if (difference) return difference;
  }
  return null;
}
