import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../../lib/auth/AuthContext';
import { failure } from '../../lib/dataResult';
import { unwrap } from '../../lib/query/dataQueries';
import { placeInOwnersList } from '../../lib/query/ownersList';
import { useCacheMutation } from '../../lib/query/useCacheMutation';
import { compareOptions as byTime } from '../../lib/scheduleOptions/optionTime';
import { optionPreview } from './optionRows';
import { pollWriteKey, pollWriteScope, type PollWriteOf } from './pollWrites';
import { scheduleKeys } from './scheduleKeys';
import {
  addOptions,
  createSchedule,
  deleteAnswer,
  deleteOption,
  deleteSchedule,
  duplicateSchedule,
  getScheduleDetail,
  listSchedules,
  updateOption,
  updateSchedule,
  type NewOption,
  type Schedule,
  type ScheduleChanges,
  type ScheduleDetail,
  type ScheduleOption,
} from './schedules';

type Failure = 'create' | 'action' | 'conflict' | null;

const NO_POLL = ['poll', 'detail', null] as const;

/**
 * The owner's polls and the detail of the one in the address (`selectedId`); `onSelect` puts
 * another poll there. Read through the query cache; a failed change leaves things as they were
 * and sets `failed`.
 */
export function useSchedules(selectedId: string | null, onSelect: (id: string | null) => void) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const listKey = scheduleKeys.list(user?.id ?? null);
  const detailKey = selectedId ? scheduleKeys.detail(selectedId) : NO_POLL;
  const list = useQuery({
    queryKey: listKey,
    queryFn: async () => unwrap(await listSchedules()),
  });
  const detail = useQuery({
    queryKey: detailKey,
    queryFn: async () => unwrap(await getScheduleDetail(selectedId ?? '')),
    enabled: selectedId !== null,
  });
  const [failed, setFailed] = useState<Failure>(null);
  const report = (outcome: { ok: boolean }) => {
    setFailed(outcome.ok ? null : 'action');
    return outcome.ok;
  };
  const schedules = list.data ?? [];

  // The owner's changes of the poll in view (settings, decision, candidates) are queued
  // offline (kept across reloads, `pollOwnerOffline`) and sent in order when the connection
  // returns, each through its revision check.
  const scope = pollWriteScope(selectedId);
  const queued = { scope, retryUnreachable: true } as const;
  const changing = useCacheMutation<Schedule[], PollWriteOf<'settings'>, Schedule>({
    queryKey: listKey,
    mutationKey: pollWriteKey(selectedId, 'settings'),
    ...queued,
    write: ({ scheduleId, changes, baseRevision }) =>
      updateSchedule(scheduleId, changes, baseRevision),
    optimistic: (all, { scheduleId, changes }) =>
      all.map((s) => (s.id === scheduleId ? { ...s, ...changes } : s)),
    settle: (all, saved) => all.map((s) => (s.id === saved.id ? saved : s)),
  });
  const removing = useCacheMutation<Schedule[], string, null>({
    queryKey: listKey,
    write: deleteSchedule,
    optimistic: (all, id) => all.filter((s) => s.id !== id),
  });
  const adding = useCacheMutation<ScheduleDetail, PollWriteOf<'add-options'>, ScheduleOption[]>({
    queryKey: detailKey,
    mutationKey: pollWriteKey(selectedId, 'add-options'),
    ...queued,
    write: ({ scheduleId, options, ids }) => addOptions(scheduleId, options, ids),
    // Shown at once (offline, until the connection returns), under the ids they will keep; shown
    // again after an earlier write's answer (useCacheMutation), so never twice.
    optimistic: (current, { options, ids }) => ({
      ...current,
      options: [
        ...current.options.filter((option) => !ids.includes(option.id)),
        ...options.map((option, i) => optionPreview(ids[i] ?? '', option)),
      ].sort(byTime),
    }),
    // From the latest state: two quick additions must both stay on screen.
    settle: (current, added) => ({
      ...current,
      options: [...current.options.filter((o) => !added.some((a) => a.id === o.id)), ...added].sort(
        byTime,
      ),
    }),
  });
  const editing = useCacheMutation<ScheduleDetail, PollWriteOf<'edit-option'>, ScheduleOption>({
    queryKey: detailKey,
    mutationKey: pollWriteKey(selectedId, 'edit-option'),
    ...queued,
    write: ({ optionId, option, baseRevision }) => updateOption(optionId, option, baseRevision),
    optimistic: (current, { optionId, option }) => ({
      ...current,
      options: current.options
        .map((o) =>
          o.id === optionId ? { ...optionPreview(o.id, option), revision: o.revision } : o,
        )
        .sort(byTime),
    }),
    settle: (current, saved) => ({
      ...current,
      options: current.options.map((o) => (o.id === saved.id ? saved : o)).sort(byTime),
    }),
  });
  const removingOption = useCacheMutation<ScheduleDetail, PollWriteOf<'delete-option'>, null>({
    queryKey: detailKey,
    mutationKey: pollWriteKey(selectedId, 'delete-option'),
    ...queued,
    write: ({ optionId }) => deleteOption(optionId),
    optimistic: (current, { optionId }) => ({
      options: current.options.filter((option) => option.id !== optionId),
      answers: current.answers.filter((answer) => answer.option_id !== optionId),
    }),
  });

  const removingAnswer = useCacheMutation<ScheduleDetail, string, null>({
    queryKey: detailKey,
    write: (respondentId) => deleteAnswer(selectedId ?? '', respondentId),
    optimistic: (current, respondentId) => ({
      ...current,
      answers: current.answers.filter((answer) => answer.respondent_id !== respondentId),
    }),
  });

  const create = async (title: string, description: string): Promise<boolean> => {
    const result = await createSchedule(title, description);
    setFailed(result.ok ? null : 'create');
    if (!result.ok) return false;
    const made = result.data.schedule;
    // Into the list of the id the poll was made under: a visitor's first starts a guest session.
    void placeInOwnersList<Schedule>(queryClient, scheduleKeys.list(result.data.ownerId), (all) => [
      made,
      ...(all ?? []).filter((schedule) => schedule.id !== made.id),
    ]);
    queryClient.setQueryData<ScheduleDetail>(scheduleKeys.detail(made.id), {
      options: [],
      answers: [],
    });
    onSelect(made.id);
    return true;
  };

  const selected = schedules.find((schedule) => schedule.id === selectedId) ?? null;
  /** What every queued write of the poll in view names: the poll, and its title to list it. */
  const target =
    selectedId === null ? null : { scheduleId: selectedId, poll: selected?.title ?? '' };
  /** A copy of the selected poll, moved by `weeks`, opened once made. */
  const duplicate = async (title: string, weeks: number): Promise<boolean> => {
    if (!selectedId) return false;
    const result = await duplicateSchedule(selectedId, title, weeks);
    if (!report(result) || !result.ok) return false;
    await queryClient.invalidateQueries({ queryKey: listKey });
    onSelect(result.data);
    return true;
  };

  const removeCandidate = async (optionId: string) => {
    if (!target) return;
    if (!report(await removingOption.queue({ op: 'delete-option', ...target, optionId }))) return;
    // The database undoes a decision on a removed option; the list follows.
    void queryClient.invalidateQueries({ queryKey: listKey });
  };

  const removeSchedule = async () => {
    if (!selectedId) return;
    if (report(await removing.run(selectedId))) {
      queryClient.removeQueries({ queryKey: scheduleKeys.detail(selectedId) });
      onSelect(null);
    }
  };

  const listStatus = list.data ? 'ready' : list.isError ? 'error' : 'loading';
  return {
    schedules,
    status: listStatus,
    selected,
    /** The selected poll is in the address but not among this user's polls. */
    missing: listStatus === 'ready' && selectedId !== null && !selected,
    detail: selectedId ? (detail.data ?? null) : null,
    detailStatus:
      selectedId === null ? 'idle' : detail.data ? 'ready' : detail.isError ? 'error' : 'loading',
    failed,
    create,
    /**
     * A setting changed by one control (a decision, the deadline, a switch), based on the
     * revision on screen; a change made meanwhile in another window to the same setting is
     * not overwritten (`failed` says so, and the page shows the setting as it is).
     */
    change: async (changes: ScheduleChanges) => {
      if (!selected || !target) return false;
      const result = await changing.queue({
        op: 'settings',
        ...target,
        changes,
        baseRevision: selected.revision,
      });
      if (!result.ok && result.error.kind === 'conflict') {
        setFailed('conflict');
        return false;
      }
      return report(result);
    },
    /** The settings form: based on the revision it opened on; a conflict is the form's to show. */
    edit: async (changes: ScheduleChanges, baseRevision: number) => {
      if (!target) return failure('not_found', 'no poll');
      const result = await changing.queue({ op: 'settings', ...target, changes, baseRevision });
      if (result.ok || result.error.kind !== 'conflict') report(result);
      return result;
    },
    addCandidates: async (options: readonly NewOption[]) =>
      target !== null &&
      options.length > 0 &&
      report(
        await adding.queue({
          op: 'add-options',
          ...target,
          options: [...options],
          ids: options.map(() => crypto.randomUUID()),
        }),
      ),
    editCandidate: async (optionId: string, option: NewOption) => {
      if (!target) return false;
      const baseRevision = detail.data?.options.find((o) => o.id === optionId)?.revision;
      const result = await editing.queue({
        op: 'edit-option',
        ...target,
        optionId,
        option,
        ...(baseRevision === undefined ? {} : { baseRevision }),
      });
      if (!result.ok && result.error.kind === 'conflict') {
        setFailed('conflict');
        return false;
      }
      return report(result);
    },
    removeCandidate,
    removeAnswer: async (respondentId: string) => report(await removingAnswer.run(respondentId)),
    removeSchedule,
    duplicate,
  } as const;
}
