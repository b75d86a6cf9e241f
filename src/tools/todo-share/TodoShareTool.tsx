import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SignInNotice } from '../../components/SignInNotice';
import { LiveStatusNotice } from '../../components/LiveStatusNotice';
import { TitleDescriptionForm, type TitleDescription } from '../../components/TitleDescriptionForm';
import { trackShareGeneration } from '../../lib/analytics';
import { useAuth } from '../../lib/auth/AuthContext';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { withoutHonorific } from '../../lib/mail/recipientName';
import { unwrap } from '../../lib/query/dataQueries';
import { refetchUnlessWriting } from '../../lib/query/useCacheMutation';
import { useLiveTopics } from '../../lib/query/useLiveTopics';
import { withDataQueries } from '../../lib/query/withDataQueries';
import { recordShareEvent } from '../../lib/sharing';
import { InvitationsNotice } from './InvitationsNotice';
import { ListHeader } from './ListHeader';
import type { SharingAction } from './lists';
import { ListsPanel } from './ListsPanel';
import { locales } from './locales';
import { SharePanel } from './SharePanel';
import { PendingWrites } from './PendingWrites';
import { ReminderNotice } from './ReminderNotice';
import { TaskList } from './TaskList';
import { listAssignees } from './todos';
import { todoOffline } from './todoWrites';
import { keepWritesOffline } from '../../lib/query/offlineWrites';
import { todoKeys } from './todoKeys';
import { useMyInvitations, useTeam } from './useTeam';
import { useTodoList } from './useTodoList';
import { useTodoSteps } from './useTodoSteps';
import { useTodoLists, type ViewedList } from './useTodoLists';

// The panels below the tasks load after them, out of the tool's first chunk (its budget).
const TeamPanel = lazy(() =>
  import('./TeamPanel').then((module) => ({ default: module.TeamPanel })),
);
const HistoryPanel = lazy(() =>
  import('../../components/history/HistoryPanel').then((module) => ({
    default: module.HistoryPanel,
  })),
);
const ListReminderSetting = lazy(() =>
  import('../../components/mailSettings/ListReminderSetting').then((module) => ({
    default: module.ListReminderSetting,
  })),
);

function TodoShareTool() {
  const { t } = useToolTranslation('todo-share', locales);
  const headingId = useId();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const requestedId = params.get('list');
  const lists = useTodoLists(requestedId);
  const current = lists.current;
  const tasks = useTodoList(current?.id ?? null);
  const steps = useTodoSteps(current?.id ?? null);
  const team = useTeam(current);
  const invitations = useMyInvitations();
  const queryClient = useQueryClient();
  // Another's list whose rights ended (removed, link stopped): it stays, read-only, and says so.
  const ended = current?.role === 'editor' && (current.ended || tasks.unavailable);
  // The people a task may be given to (the list's owner and members).
  const assignees = useQuery({
    queryKey: todoKeys.assignees(current?.id ?? ''),
    queryFn: async () => unwrap(await listAssignees(current?.id ?? '')),
    enabled: Boolean(current) && !ended,
  });
  // Changes made by others (and by this user elsewhere) to the list in view. A list whose
  // rights ended is left at once (on hosted Supabase, the first refused read does it).
  const live = useLiveTopics(current && !ended ? [`todo-list:${current.id}`] : [], () =>
    refetchUnlessWriting(queryClient, todoKeys.all),
  );
  // Changes made offline are kept in the browser and sent when the connection returns.
  useEffect(() => void keepWritesOffline(queryClient, todoOffline), [queryClient]);
  const hrefFor = (listId: string) => `${pathname}?list=${encodeURIComponent(listId)}`;
  const showList = (listId: string) => setParams({ list: listId }, { replace: true });
  const listName = (list: { name: string | null } | null) => list?.name ?? t('lists.default_name');

  // The list in view is always in the address, so a reload or a bookmark comes back to it.
  useEffect(() => {
    if (current && current.id !== requestedId) showList(current.id);
    // showList changes with every address; the ids decide whether the address must change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current?.id, requestedId]);

  const add = async (fields: TitleDescription) => {
    if (ended) return false;
    const listId = await lists.listForNewTask();
    if (!listId) return false;
    const added = await tasks.add(listId, fields);
    // The user's first list, just made: bring it into view, with the task now in it.
    if (!current) await lists.refresh();
    return added;
  };

  const create = async (name: string) => {
    const list = await lists.create(name);
    if (list) showList(list.id);
    return list !== null;
  };

  const onSharing = async (action: SharingAction) => {
    if (current?.role !== 'owner') return false;
    const shareId = await lists.share(current.id, action);
    // A new or replaced link is a generated share link (analytics and the share event record).
    if (shareId && action !== 'stop') {
      trackShareGeneration('todo');
      void recordShareEvent('todo', shareId);
    }
    return shareId !== undefined;
  };

  const failed = lists.failed ?? tasks.failed;
  const failedMessage = {
    add: t('add.failed'),
    action: t('list.action_failed'),
    create: t('lists.create_failed'),
    share: t('share.failed'),
  };
  const owned = current?.role === 'owner' ? current : null;
  // The lists a task may move to: the user's own and those they edit, other than this one.
  const moveTargets = [
    ...lists.lists.map((list) => ({ id: list.id, label: listName(list) })),
    ...lists.joined.map((list) => ({
      id: list.id,
      label: list.owner_name
        ? t('move.joined_list', { name: listName(list), owner: list.owner_name })
        : t('move.joined_list_unknown', { name: listName(list) }),
    })),
  ].filter((list) => list.id !== current?.id);

  return (
    <div className="flex flex-col gap-6">
      <SignInNotice
        title={t('guest.title')}
        note={t('guest.note')}
        actionLabel={t('guest.login')}
        mode="signup"
        tone="warning"
      />
      <LiveStatusNotice status={live} message={t('live.offline')} />
      <InvitationsNotice invitations={invitations} onJoined={showList} />
      <ListsPanel
        lists={lists.lists}
        joined={lists.joined}
        currentId={current?.id ?? null}
        hrefFor={hrefFor}
        listName={listName}
        onCreate={create}
        onMove={lists.move}
      />
      {lists.deleted && (
        <div role="status" className="alert-info flex items-center justify-between gap-2">
          <span>{t('lists.deleted', { name: listName(lists.deleted) })}</span>
          <button type="button" className="btn btn-secondary text-sm" onClick={lists.undo}>
            {t('list.undo')}
          </button>
        </div>
      )}
      {failed && (
        <p role="alert" className="alert-error">
          {failedMessage[failed]}
        </p>
      )}
      {lists.status === 'error' && (
        <p role="alert" className="alert-error">
          {t('list.load_failed')}
        </p>
      )}
      <section aria-labelledby={`${headingId}-list`} className="flex flex-col gap-4">
        <ListHeader
          key={`header-${current?.id ?? 'none'}`}
          name={listName(current)}
          headingId={`${headingId}-list`}
          taskCount={tasks.todos.length}
          revision={owned?.list.revision ?? 1}
          onRename={owned ? (name, base) => lists.rename(owned.id, name, base) : null}
          onDelete={owned ? () => lists.remove(owned.list) : null}
          onLeave={current?.role === 'editor' && !ended ? team.leave : null}
        />
        {current?.role === 'editor' &&
          (ended ? <EndedNotice list={current} /> : <EditorNotice list={current} />)}
        <TitleDescriptionForm
          heading={t('add.heading')}
          headingLevel="h3"
          titleLabel={t('add.title')}
          titlePlaceholder={t('add.title_placeholder')}
          descriptionLabel={t('add.description')}
          dueDateLabel={t('add.due')}
          submitLabel={t('add.submit')}
          onSubmit={add}
          blocked={ended}
        />
        {current && <PendingWrites listId={current.id} />}
        {current && <ReminderNotice key={`reminders-${current.id}`} tasks={tasks.todos} />}
        <TaskList
          tasks={tasks}
          assignees={assignees.data ?? []}
          steps={steps}
          moveTargets={moveTargets}
          loading={lists.status === 'loading'}
          headingId={`${headingId}-tasks`}
          showChanges={current?.role === 'editor' || team.members.length > 0}
          viewerId={user?.id ?? null}
          readOnly={ended}
        />
        {current?.role !== 'editor' && (
          <SharePanel
            key={`share-${current?.id ?? 'none'}`}
            shareId={owned?.list.share_id ?? null}
            hasTasks={tasks.todos.length > 0}
            onSharing={onSharing}
          />
        )}
        <Suspense fallback={null}>
          {owned && <TeamPanel key={`team-${owned.id}`} list={owned.list} team={team} />}
          {current && !ended && (
            <HistoryPanel
              key={`history-${current.id}`}
              parent={{ listId: current.id }}
              queryKey={todoKeys.history(current.id)}
              viewerId={user?.id ?? null}
              onUndone={() => void queryClient.invalidateQueries({ queryKey: todoKeys.all })}
            />
          )}
          {current && !ended && (
            <ListReminderSetting key={`mail-${current.id}`} listId={current.id} />
          )}
        </Suspense>
      </section>
    </div>
  );
}

/** Says that the rights to another's list ended, at once, and that nothing typed is lost. */
function EndedNotice({ list }: { list: Extract<ViewedList, { role: 'editor' }> }) {
  const { t } = useToolTranslation('todo-share', locales);
  const owner = list.list.owner_name;
  const name = list.name ?? t('lists.default_name');
  return (
    <p role="alert" className="alert-warning" data-testid="todo-access-ended">
      {owner
        ? t('team.ended', { owner: withoutHonorific(owner), name })
        : t('team.ended_unknown', { name })}
    </p>
  );
}

/** Says whose list a member is editing (and that everyone in it sees their changes). */
function EditorNotice({ list }: { list: Extract<ViewedList, { role: 'editor' }> }) {
  const { t } = useToolTranslation('todo-share', locales);
  const owner = list.list.owner_name;
  return (
    <p className="alert-info text-sm">
      {owner ? t('team.editing', { owner: withoutHonorific(owner) }) : t('team.editing_unknown')}
    </p>
  );
}

export default withDataQueries(TodoShareTool);
