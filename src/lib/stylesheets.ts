/**
 * Resolves once every stylesheet link of the document has loaded (or failed, or `limitMs` has
 * passed). A page drawn at build time paints with only the styles it needs and receives the
 * site's whole stylesheet just before the app's code, or beside it in a page nobody sees yet
 * (scripts/build/prerender.ts, index.html's start-up script); the app waits for it so that nothing it
 * draws appears unstyled.
 */
export function stylesheetsLoaded(doc: Document = document, limitMs = 10_000): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.sheet === null,
  );
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          setTimeout(resolve, limitMs);
        }),
    ),
  ).then(() => undefined);
}
