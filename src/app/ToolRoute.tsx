import type { ReactNode } from 'react';
import { lazyWithPreload } from '../lib/lazyWithPreload';
import { useParams } from 'react-router-dom';
import type { RouteDefinition } from './routeDefinition';
import { TOOLS } from '../tools/registry';
import type { ToolDefinition } from '../tools/types';
import { notFoundPage } from './pageRoutes';

// The frame is loaded with the tool's code, not with the home page that does not show it.
const toolFrame = lazyWithPreload(() => import('./ToolFrame'));

function ToolRoute({ tool, children }: { tool: ToolDefinition; children: ReactNode }) {
  const subPath = useParams()['*'] ?? '';
  if (subPath !== '' && !tool.subPaths?.includes(subPath)) return <notFoundPage.Component />;
  return <toolFrame.Component tool={tool}>{children}</toolFrame.Component>;
}

/** One route per registered tool; each tool's code is a chunk of its own. */
export const TOOL_ROUTES: readonly RouteDefinition[] = TOOLS.map((tool) => {
  const { Component, preload } = lazyWithPreload(tool.load);
  return {
    path: `/${tool.id}/*`,
    preload: () => Promise.all([toolFrame.preload(), preload()]),
    element: (
      <ToolRoute tool={tool}>
        <Component />
      </ToolRoute>
    ),
  };
});
