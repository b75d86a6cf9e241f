import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { decodeKey, type JsonNode } from './parseJsonTree';

/** Children rendered per step: a 5 MB array must not become 100,000 DOM rows at once. */
const PAGE_SIZE = 100;

const VALUE_CLASS: Record<string, string> = {
  string: 'text-green-800 dark:text-green-300',
  number: 'text-blue-800 dark:text-blue-300',
  boolean: 'text-purple-800 dark:text-purple-300',
  null: 'text-gray-700 dark:text-gray-300',
};

interface NodeProps {
  label: string | null;
  node: JsonNode;
  depth: number;
  t: TFunction;
}

function TreeNode({ label, node, depth, t }: NodeProps) {
  const keyPart =
    label === null ? null : (
      <span className="text-red-800 dark:text-red-300">
        {label}
        <span className="text-gray-700 dark:text-gray-300">: </span>
      </span>
    );

  if (node.type !== 'object' && node.type !== 'array') {
    return (
      <li className="py-0.5 pl-5">
        {keyPart}
        <span className={VALUE_CLASS[node.type]}>{node.raw}</span>
      </li>
    );
  }
  return <ContainerNode keyPart={keyPart} node={node} depth={depth} t={t} />;
}

function ContainerNode({
  keyPart,
  node,
  depth,
  t,
}: {
  keyPart: ReactNode;
  node: Extract<JsonNode, { type: 'object' | 'array' }>;
  depth: number;
  t: TFunction;
}) {
  // Only the first levels start open; deeper ones render their children when opened.
  const [open, setOpen] = useState(depth < 1);
  const [shown, setShown] = useState(PAGE_SIZE);
  const count = node.type === 'object' ? node.entries.length : node.items.length;
  const brackets = node.type === 'object' ? ['{', '}'] : ['[', ']'];
  const summaryCount =
    node.type === 'object' ? t('tree.keys', { count }) : t('tree.items', { count });
  const remaining = count - shown;

  return (
    <li className="py-0.5">
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer rounded pl-1 hover:bg-gray-100 dark:hover:bg-gray-700">
          {keyPart}
          <span className="text-gray-800 dark:text-gray-200">
            {brackets[0]}
            {open ? '' : '…'}
            {open ? '' : brackets[1]}
          </span>{' '}
          <span className="text-xs text-gray-700 dark:text-gray-300">{summaryCount}</span>
        </summary>
        {open && (
          <>
            <ul className="ml-3 border-l border-gray-300 pl-2 dark:border-gray-600">
              {node.type === 'object'
                ? node.entries
                    .slice(0, shown)
                    .map((entry, index) => (
                      <TreeNode
                        key={index}
                        label={JSON.stringify(decodeKey(entry.rawKey))}
                        node={entry.value}
                        depth={depth + 1}
                        t={t}
                      />
                    ))
                : node.items
                    .slice(0, shown)
                    .map((item, index) => (
                      <TreeNode
                        key={index}
                        label={String(index)}
                        node={item}
                        depth={depth + 1}
                        t={t}
                      />
                    ))}
            </ul>
            {remaining > 0 && (
              <button
                type="button"
                className="btn btn-ghost ml-5 text-sm"
                onClick={() => setShown((value) => value + PAGE_SIZE)}
              >
                {t('tree.show_more', { count: Math.min(PAGE_SIZE, remaining) })}
              </button>
            )}
            <span className="pl-1 text-gray-800 dark:text-gray-200">{brackets[1]}</span>
          </>
        )}
      </details>
    </li>
  );
}

export function JsonTreeView({ root, t }: { root: JsonNode; t: TFunction }) {
  return (
    <div
      role="region"
      aria-label={t('tree.label')}
      tabIndex={0}
      className="max-h-[32rem] overflow-auto rounded-lg border border-gray-400 bg-white p-3 font-mono text-sm dark:border-gray-500 dark:bg-gray-900"
    >
      <ul>
        <TreeNode label={null} node={root} depth={0} t={t} />
      </ul>
    </div>
  );
}
