/**
 * The part of Go's html/template that Supabase's auth mail templates use, so that the local
 * backend renders supabase/templates/*.html exactly as hosted Supabase (GoTrue) does:
 *
 * - `{{ .Field }}`, `{{ .Data.key }}`: values, HTML-escaped as html/template escapes text;
 * - `{{ if PIPE }}`, `{{ else if PIPE }}`, `{{ else }}`, `{{ end }}` where PIPE is a value, a
 *   string literal, or `eq` / `ne` / `not` / `and` / `or` applied to them;
 * - `{{/* comments *\/}}` and the trim markers `{{-` and `-}}`.
 *
 * Written here because the one npm package for Go templates (@ctrl/golang-template) has no
 * `eq`, which choosing a language (`{{ if eq .Data.locale "en" }}`) needs. Anything outside
 * this subset is an error at parse time, so a template that would render differently on
 * hosted Supabase fails the tests instead of mailing something else.
 */

type Value = unknown;
type Data = Record<string, unknown>;

type Expr =
  | { kind: 'field'; path: string[] }
  | { kind: 'literal'; value: string }
  | { kind: 'call'; name: 'eq' | 'ne' | 'not' | 'and' | 'or'; args: Expr[] };

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; expr: Expr }
  | { kind: 'if'; branches: Array<{ test: Expr; body: Node[] }>; otherwise: Node[] };

const ACTION = /\{\{(-\s)?([\s\S]*?)(\s-)?\}\}/g;

export class GoTemplateError extends Error {}

function tokenizeArgs(source: string): string[] {
  const tokens: string[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|`([^`]*)`|(\S+)/g;
  for (const match of source.matchAll(pattern)) {
    if (match[1] !== undefined) tokens.push(JSON.stringify(JSON.parse(`"${match[1]}"`)));
    else if (match[2] !== undefined) tokens.push(JSON.stringify(match[2]));
    else tokens.push(match[3] ?? '');
  }
  return tokens;
}

function parseOperand(token: string): Expr {
  if (token.startsWith('"')) return { kind: 'literal', value: JSON.parse(token) as string };
  if (token === '.') return { kind: 'field', path: [] };
  if (/^(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(token)) {
    return { kind: 'field', path: token.slice(1).split('.') };
  }
  throw new GoTemplateError(`unsupported operand "${token}"`);
}

function parseExpr(source: string): Expr {
  const tokens = tokenizeArgs(source.trim());
  const [head, ...rest] = tokens;
  if (head === undefined) throw new GoTemplateError('missing value for command');
  if (head === 'eq' || head === 'ne' || head === 'not' || head === 'and' || head === 'or') {
    const args = rest.map(parseOperand);
    const arity = head === 'not' ? args.length === 1 : args.length >= 2;
    if (!arity) throw new GoTemplateError(`wrong number of args for ${head}`);
    return { kind: 'call', name: head, args };
  }
  if (rest.length > 0) throw new GoTemplateError(`unsupported function "${head}"`);
  return parseOperand(head);
}

/** Go's truth: false, 0, nil, an empty string, map or array are false. */
function truthy(value: Value): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '') {
    return false;
  }
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

function lookup(data: Data, path: string[]): Value {
  let current: Value = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * text/template's eq: values of different basic kinds are an error unless one is missing
 * (nil), which compares unequal — so `eq .Data.locale "en"` is false for a user without one.
 */
function equal(left: Value, right: Value): boolean {
  if (left === undefined || left === null || right === undefined || right === null) {
    return left === right;
  }
  if (typeof left !== typeof right) {
    throw new GoTemplateError('error calling eq: incompatible types for comparison');
  }
  return left === right;
}

function evaluate(expr: Expr, data: Data): Value {
  if (expr.kind === 'literal') return expr.value;
  if (expr.kind === 'field') return lookup(data, expr.path);
  const [first, ...others] = expr.args.map((arg) => evaluate(arg, data));
  switch (expr.name) {
    case 'eq':
      return others.some((other) => equal(first, other));
    case 'ne':
      return !equal(first, others[0]);
    case 'not':
      return !truthy(first);
    case 'and':
      return [first, ...others].find((value) => !truthy(value)) ?? others[others.length - 1];
    case 'or':
      return [first, ...others].find(truthy) ?? others[others.length - 1];
  }
}

/** html/template's escaping of a value in text (and, for these templates, in href). */
export function escapeHtml(value: Value): string {
  const text = value === null || value === undefined ? '' : String(value);
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&#34;')
    .replace(/'/g, '&#39;');
}

function parse(source: string): Node[] {
  const root: Node[] = [];
  // Each open `if` keeps its node and the body being filled.
  const stack: Array<{ node: Extract<Node, { kind: 'if' }>; body: Node[]; closedElse: boolean }> =
    [];
  let body = root;
  let last = 0;
  let trimNext = false;
  for (const match of source.matchAll(ACTION)) {
    let text = source.slice(last, match.index);
    if (trimNext) text = text.replace(/^\s+/, '');
    if (match[1]) text = text.replace(/\s+$/, '');
    if (text) body.push({ kind: 'text', text });
    last = match.index + match[0].length;
    trimNext = Boolean(match[3]);
    const action = (match[2] ?? '').trim();
    if (action.startsWith('/*')) {
      if (!action.endsWith('*/')) throw new GoTemplateError('unclosed comment');
      continue;
    }
    const [keyword] = action.split(/\s+/, 1);
    if (keyword === 'if') {
      const node: Extract<Node, { kind: 'if' }> = {
        kind: 'if',
        branches: [{ test: parseExpr(action.slice(2)), body: [] }],
        otherwise: [],
      };
      body.push(node);
      stack.push({ node, body, closedElse: false });
      body = node.branches[0]?.body ?? [];
    } else if (keyword === 'else') {
      const open = stack[stack.length - 1];
      if (!open || open.closedElse) throw new GoTemplateError('unexpected {{else}}');
      const rest = action.slice(4).trim();
      if (rest.startsWith('if ')) {
        const branch = { test: parseExpr(rest.slice(3)), body: [] as Node[] };
        open.node.branches.push(branch);
        body = branch.body;
      } else if (rest === '') {
        open.closedElse = true;
        body = open.node.otherwise;
      } else {
        throw new GoTemplateError(`unsupported {{else ${rest}}}`);
      }
    } else if (keyword === 'end') {
      const open = stack.pop();
      if (!open) throw new GoTemplateError('unexpected {{end}}');
      body = open.body;
    } else if (['range', 'with', 'define', 'template', 'block'].includes(keyword ?? '')) {
      throw new GoTemplateError(`unsupported action {{${keyword}}}`);
    } else {
      body.push({ kind: 'value', expr: parseExpr(action) });
    }
  }
  if (stack.length > 0) throw new GoTemplateError('unexpected EOF: an {{if}} has no {{end}}');
  let tail = source.slice(last);
  if (trimNext) tail = tail.replace(/^\s+/, '');
  if (tail) body.push({ kind: 'text', text: tail });
  return root;
}

function render(nodes: Node[], data: Data): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'value') out += escapeHtml(evaluate(node.expr, data));
    else {
      const branch = node.branches.find((candidate) => truthy(evaluate(candidate.test, data)));
      out += render(branch ? branch.body : node.otherwise, data);
    }
  }
  return out;
}

/** Parses once; the returned function renders it with a mail's data (GoTrue's map). */
export function compileGoTemplate(source: string): (data: Data) => string {
  const nodes = parse(source);
  return (data) => render(nodes, data);
}
