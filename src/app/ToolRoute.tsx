import type { ReactNode } from 'react';
import { lazyWithPreload } from '../lib/lazyWithPreload';
import { useParams } from 'react-router-dom';
import type { RouteDefinition } from './routeDefinition';
import { NotFoundPage } from '../pages/NotFoundPage';
import { TOOLS } from '../tools/registry';
import type { ToolDefinition } from '../tools/types';
import { ToolFrame } from './ToolFrame';

function ToolRoute({ tool, children }: { tool: ToolDefinition; children: ReactNode }) {
  const subPath = useParams()['*'] ?? '';
  if (subPath !== '' && !tool.subPaths?.includes(subPath)) return <NotFoundPage />;
  return <ToolFrame tool={tool}>{children}</ToolFrame>;
}

/** One route per registered tool; each tool's code is a chunk of its own. */
export const TOOL_ROUTES: readonly RouteDefinition[] = TOOLS.map((tool) => {
  const { Component, preload } = lazyWithPreload(tool.load);
  return {
    path: `/${tool.id}/*`,
    preload,
    element: (
      <ToolRoute tool={tool}>
        <Component />
      </ToolRoute>
    ),
  };
});
