/**
 * The controls of a page drawn at build time are held still until the app takes over
 * (scripts/build/prerender-html.ts, `withInertControls`): buttons `aria-disabled` plain buttons,
 * text fields `readonly`, other inputs `aria-disabled`, each naming what was set on it in
 * `data-held` and keeping the page's own value of it in `data-held-<name>`. When the app
 * replaces the drawn page, its own controls come without them; when it takes the drawn page over
 * as it is (hydration, src/boot.tsx), React keeps the attributes it finds, so this puts the
 * page's own back.
 */
export function releaseHeldControls(root: ParentNode): void {
  for (const element of root.querySelectorAll('[data-held]')) {
    for (const name of (element.getAttribute('data-held') ?? '').split(' ')) {
      if (name === '') continue;
      const own = element.getAttribute(`data-held-${name}`);
      if (own === null) element.removeAttribute(name);
      else element.setAttribute(name, own);
      element.removeAttribute(`data-held-${name}`);
    }
    element.removeAttribute('data-held');
  }
}
