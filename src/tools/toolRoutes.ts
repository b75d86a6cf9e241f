import type { ToolDefinition, ToolSubRoute } from './types';

/**
 * A tool's addresses, read from the `routes` of its meta.ts: what the router draws in the tool
 * frame, which pages stand without it, which addresses the build draws into HTML and which ones
 * robots.txt keeps out of search engines.
 */

type FramelessRoute = Extract<ToolSubRoute, { frame: 'none' }>;

/** `/{id}` and the tool's sub-routes drawn in its frame (each one fixed address). */
export function framedPaths(tool: ToolDefinition): string[] {
  const framed = (tool.routes ?? []).filter((route) => route.frame === 'tool');
  return [`/${tool.id}`, ...framed.map((route) => route.path)];
}

/**
 * Whether the tool draws `pathname` in its frame (any other address under `/{id}/` is not
 * found). Compared as written, not with react-router's matching: the framed sub-routes are
 * fixed addresses, and the home page's bundle has no room for more.
 */
export function drawsInFrame(tool: ToolDefinition, pathname: string): boolean {
  return framedPaths(tool).includes(pathname.replace(/(.)\/$/, '$1'));
}

/** The tool's pages without the frame (the pages its share links open). */
export function framelessRoutes(tool: ToolDefinition): FramelessRoute[] {
  return (tool.routes ?? []).filter((route) => route.frame === 'none');
}

/** A `:parameter` or `*` segment of a react-router pattern. */
function isParameter(segment: string): boolean {
  return /^[:*]/.test(segment);
}

/**
 * The fixed start of each frameless page's pattern (`/todo-share/` for `/todo-share/:shareId`),
 * once each and none inside another: the prefixes robots.txt disallows.
 */
export function framelessPrefixes(tools: readonly ToolDefinition[]): string[] {
  const prefixes = tools.flatMap(framelessRoutes).map(({ path }) => {
    const segments = path.split('/');
    const dynamic = segments.findIndex(isParameter);
    return dynamic === -1 ? path : `${segments.slice(0, dynamic).join('/')}/`;
  });
  return [...new Set(prefixes)].filter(
    (prefix, _, all) => !all.some((other) => other !== prefix && prefix.startsWith(other)),
  );
}

/**
 * What would make the routes wrong: a path not from the root, a framed sub-route outside
 * `/{id}/` (the tool frame answers only there) or with a parameter (it is one address, built
 * into HTML), a path under another tool's address (that tool's frame would answer for it) or
 * one path declared twice. Checked by the tests, so the home bundle does not carry the check.
 */
export function toolRouteProblems(tools: readonly ToolDefinition[]): string[] {
  const problems: string[] = [];
  const ids = new Set(tools.map((tool) => tool.id));
  const declared = new Map<string, string>();
  for (const tool of tools) {
    for (const { path, frame } of tool.routes ?? []) {
      const where = `${tool.id}: ${path}`;
      const first = path.split('/')[1] ?? '';
      if (!path.startsWith('/')) problems.push(`${where} does not start with /`);
      else if (frame === 'tool' && !path.startsWith(`/${tool.id}/`)) {
        problems.push(`${where} is drawn in the tool frame, so it goes under /${tool.id}/`);
      } else if (frame === 'tool' && path.split('/').some(isParameter)) {
        problems.push(`${where} is drawn in the tool frame, so it is one address (no parameter)`);
      } else if (first !== tool.id && ids.has(first)) {
        problems.push(`${where} is under the tool ${first}'s address`);
      }
      const clash = declared.get(path);
      if (clash) problems.push(`${where} is also declared by ${clash}`);
      declared.set(path, tool.id);
    }
  }
  return problems;
}
