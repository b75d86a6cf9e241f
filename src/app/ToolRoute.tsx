import type { ReactNode } from 'react';
import { lazyWithPreload } from '../lib/lazyWithPreload';
import { useLocation } from 'react-router-dom';
import type { RouteDefinition } from './routeDefinition';
import { TOOLS } from '../tools/registry';
import type { ToolDefinition } from '../tools/types';
import { drawsInFrame, framelessRoutes } from '../tools/toolRoutes';
import { notFoundPage, pageRoute } from './pageRoutes';
import { PageLoading } from '../components/PageLoading';
import { ToolStartup } from './ToolHeading';
import { loadToolIcon } from '../components/ToolIcon';

// The frame is loaded with the tool's code, not with the home page that does not show it.
const toolFrame = lazyWithPreload(() => import('./ToolFrame'));

function useKnownSubPath(tool: ToolDefinition): boolean {
  return drawsInFrame(tool, useLocation().pathname);
}

function ToolRoute({ tool, children }: { tool: ToolDefinition; children: ReactNode }) {
  if (!useKnownSubPath(tool)) return <notFoundPage.Component />;
  return <toolFrame.Component tool={tool}>{children}</toolFrame.Component>;
}

/** The tool's heading while the site starts (not for an address the tool does not have). */
function ToolRouteStartup({ tool }: { tool: ToolDefinition }) {
  return useKnownSubPath(tool) ? <ToolStartup tool={tool} /> : <PageLoading />;
}

/**
 * Every address of every registered tool, from its meta.ts: the tool in its frame at `/{id}`
 * and its framed sub-routes, and its pages without the frame (its `routes`). Each is a chunk of
 * its own.
 */
export const TOOL_ROUTES: readonly RouteDefinition[] = TOOLS.flatMap((tool) => {
  const { Component, preload } = lazyWithPreload(tool.load);
  const framed: RouteDefinition = {
    path: `/${tool.id}/*`,
    preload: () => Promise.all([toolFrame.preload(), preload(), loadToolIcon(tool.icon)]),
    startup: <ToolRouteStartup tool={tool} />,
    element: (
      <ToolRoute tool={tool}>
        <Component />
      </ToolRoute>
    ),
  };
  const frameless = framelessRoutes(tool).map((route) =>
    pageRoute(route.path, lazyWithPreload(route.load), {}),
  );
  return [framed, ...frameless];
});
