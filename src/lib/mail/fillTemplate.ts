/**
 * A tiny template language for business mails, where an empty field must never leave a gap or a
 * raw placeholder behind. Each template line may contain:
 *
 *   {name}           the value; the whole line is left out when the value is empty
 *   {name|fallback}  the value, or the fallback text when it is empty
 *   {?name}          prints nothing; the line is kept only when the value is present
 *   {!name}          prints nothing; the line is kept only when the value is empty
 *   [ ... ]          an optional part, left out when a placeholder or condition inside fails
 *
 * An empty template line is a paragraph break; breaks left side by side by omitted lines collapse
 * into one, and none is kept at the start or the end. Values are inserted as plain text after the
 * template is parsed, so braces, brackets or `$&` typed by a user are never interpreted.
 */
export type TemplateValues = Readonly<Record<string, string | null | undefined>>;

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string; fallback: string | undefined }
  | { kind: 'when'; name: string; present: boolean };

type Part = Token | { kind: 'optional'; tokens: Token[] };

export class TemplateSyntaxError extends Error {
  constructor(message: string, line: string) {
    super(`${message} in template line: ${line}`);
    this.name = 'TemplateSyntaxError';
  }
}

const PLACEHOLDER = /^([?!]?)([A-Za-z][A-Za-z0-9_]*)(?:\|([^{}[\]]*))?$/;

function parsePlaceholder(body: string, line: string): Token {
  const match = PLACEHOLDER.exec(body);
  if (!match) throw new TemplateSyntaxError(`bad placeholder {${body}}`, line);
  const [, flag, name = '', fallback] = match;
  if (flag && fallback !== undefined) {
    throw new TemplateSyntaxError(`a condition takes no fallback: {${body}}`, line);
  }
  if (flag) return { kind: 'when', name, present: flag === '?' };
  return { kind: 'value', name, fallback };
}

function parseLine(line: string): Part[] {
  const parts: Part[] = [];
  let optional: Token[] | null = null;
  let text = '';
  const push = (token: Token) => (optional ? optional.push(token) : parts.push(token));
  const flushText = () => {
    if (text !== '') push({ kind: 'text', text });
    text = '';
  };

  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (char === '{') {
      const end = line.indexOf('}', i);
      if (end < 0) throw new TemplateSyntaxError('unclosed {', line);
      flushText();
      push(parsePlaceholder(line.slice(i + 1, end), line));
      i = end;
    } else if (char === '}') {
      throw new TemplateSyntaxError('stray }', line);
    } else if (char === '[') {
      if (optional) throw new TemplateSyntaxError('nested [', line);
      flushText();
      optional = [];
    } else if (char === ']') {
      if (!optional) throw new TemplateSyntaxError('stray ]', line);
      flushText();
      parts.push({ kind: 'optional', tokens: optional });
      optional = null;
    } else {
      text += char;
    }
  }
  if (optional) throw new TemplateSyntaxError('unclosed [', line);
  flushText();
  return parts;
}

/** Line breaks unified to \n and outer white space removed; empty means "not given". */
export function cleanValue(value: string | null | undefined): string {
  return (value ?? '').replace(/\r\n?/g, '\n').trim();
}

/** Renders tokens, or returns null when a required value is missing or a condition fails. */
function renderTokens(tokens: readonly Token[], values: TemplateValues): string | null {
  let out = '';
  for (const token of tokens) {
    if (token.kind === 'text') {
      out += token.text;
      continue;
    }
    const value = cleanValue(values[token.name]);
    if (token.kind === 'when') {
      if ((value !== '') !== token.present) return null;
    } else if (value !== '') {
      out += value;
    } else if (token.fallback !== undefined) {
      out += token.fallback;
    } else {
      return null;
    }
  }
  return out;
}

function renderLine(parts: readonly Part[], values: TemplateValues): string | null {
  let out = '';
  for (const part of parts) {
    if (part.kind === 'optional') {
      out += renderTokens(part.tokens, values) ?? '';
      continue;
    }
    const rendered = renderTokens([part], values);
    if (rendered === null) return null;
    out += rendered;
  }
  return out.trim() === '' ? null : out;
}

const PARAGRAPH_BREAK = null;

/** Fills a multi-line template (see the module comment for the syntax). */
export function fillTemplate(template: string, values: TemplateValues): string {
  const lines: (string | typeof PARAGRAPH_BREAK)[] = [];
  for (const line of template.split('\n')) {
    if (line.trim() === '') {
      if (lines.length > 0 && lines[lines.length - 1] !== PARAGRAPH_BREAK) lines.push(null);
      continue;
    }
    const rendered = renderLine(parseLine(line), values);
    if (rendered !== null) lines.push(rendered.replace(/[ \t]+$/, ''));
  }
  while (lines.length > 0 && lines[lines.length - 1] === PARAGRAPH_BREAK) lines.pop();
  return lines.map((line) => line ?? '').join('\n');
}

/**
 * Fills a subject template: the first line that renders wins, so a template can list
 * alternatives one per line. Line breaks inside values become spaces.
 */
export function fillSubject(template: string, values: TemplateValues): string {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    flat[key] = cleanValue(value).replace(/\s*\n\s*/g, ' ');
  }
  for (const line of template.split('\n')) {
    if (line.trim() === '') continue;
    const rendered = renderLine(parseLine(line), flat);
    if (rendered !== null) return rendered.trim();
  }
  return '';
}

/** The names a template refers to, in order of first use (for "fields this template uses"). */
export function placeholderNames(template: string): string[] {
  const names = new Set<string>();
  for (const line of template.split('\n')) {
    for (const part of parseLine(line)) {
      const tokens = part.kind === 'optional' ? part.tokens : [part];
      for (const token of tokens) if (token.kind !== 'text') names.add(token.name);
    }
  }
  return [...names];
}
