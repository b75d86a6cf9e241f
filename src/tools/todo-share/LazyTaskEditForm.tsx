import { Suspense, type ComponentProps } from 'react';
import { useCommonTranslation } from '../../lib/i18n/toolLocales';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import type { TaskEditForm as Loaded } from './TaskEditForm';

// The edit form (with the repeat-rule editor and its next dates) loads when first opened, out of
// the tool's first chunk; hovering or focusing an edit button starts the load, so that the form
// is there by the click, drawn at once.
const form = lazyWithPreload<ComponentProps<typeof Loaded>>(() =>
  import('./TaskEditForm').then((module) => ({ default: module.TaskEditForm })),
);

export const preloadTaskEditForm = () => void form.preload().catch(() => undefined);

/** The task edit form, said to be loading until its module is there. */
export function TaskEditForm(props: ComponentProps<typeof Loaded>) {
  const { t } = useCommonTranslation();
  return (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <form.Component {...props} />
    </Suspense>
  );
}
