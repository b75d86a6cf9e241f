/** Flattens a catalogue into `a.b.c` keys, for the parity checks. */
export function flattenKeys(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') {
    out.set(prefix, value);
    return out;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      for (const [k, v] of flattenKeys(item, `${prefix}[${index}]`)) out.set(k, v);
    });
    return out;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flattenKeys(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

/** Problems found comparing two catalogues: keys missing on either side, placeholder mismatches. */
export function compareCatalogues(ja: unknown, en: unknown): string[] {
  const jaKeys = flattenKeys(ja);
  const enKeys = flattenKeys(en);
  const problems: string[] = [];
  for (const key of jaKeys.keys()) if (!enKeys.has(key)) problems.push(`missing in en: ${key}`);
  for (const key of enKeys.keys()) if (!jaKeys.has(key)) problems.push(`missing in ja: ${key}`);
  for (const [key, jaText] of jaKeys) {
    const enText = enKeys.get(key);
    if (enText === undefined) continue;
    if (jaText.trim() === '' || enText.trim() === '') problems.push(`empty text: ${key}`);
    if (placeholders(jaText).join() !== placeholders(enText).join()) {
      problems.push(`placeholders differ: ${key}`);
    }
  }
  return problems;
}
