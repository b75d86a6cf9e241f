import { useEffect, useState } from 'react';
import type * as SortableTasks from './SortableTasks';

export type Sortable = typeof SortableTasks;
/** The drag library, once loaded (null: it could not be, and the other ways to move remain). */
let sortableModule: Sortable | null | undefined;
let sortableLoading: Promise<Sortable | null> | undefined;

/** Starts loading the drag library with the list (out of the tool's first chunk). */
export function useSortableModule(): Sortable | null | undefined {
  const [sortable, setSortable] = useState(sortableModule);
  useEffect(() => {
    if (sortable !== undefined) return;
    let live = true;
    sortableLoading ??= import('./SortableTasks').then(
      (module) => (sortableModule = module),
      () => (sortableModule = null),
    );
    void sortableLoading.then((module) => {
      if (live) setSortable(module);
    });
    return () => {
      live = false;
    };
  }, [sortable]);
  return sortable;
}
