import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../../lib/auth/AuthContext';
import { unwrap } from '../../lib/query/dataQueries';
import { placeInOwnersList } from '../../lib/query/ownersList';
import { useCacheMutation } from '../../lib/query/useCacheMutation';
import { compareOptions as byTime } from '../../lib/scheduleOptions/optionTime';
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

  const changing = useCacheMutation<
    Schedule[],
    { changes: ScheduleChanges; baseRevision: number },
    Schedule
  >({
    queryKey: listKey,
    write: ({ changes, baseRevision }) => updateSchedule(selectedId ?? '', changes, baseRevision),
    optimistic: (all, { changes }) =>
      all.map((s) => (s.id === selectedId ? { ...s, ...changes } : s)),
    settle: (all, saved) => all.map((s) => (s.id === saved.id ? saved : s)),
  });
  const removing = useCacheMutation<Schedule[], string, null>({
    queryKey: listKey,
    write: deleteSchedule,
    optimistic: (all, id) => all.filter((s) => s.id !== id),
  });
  const adding = useCacheMutation<ScheduleDetail, readonly NewOption[], ScheduleOption[]>({
    queryKey: detailKey,
    write: (options) => addOptions(selectedId ?? '', options),
    // From the latest state: two quick additions must both stay on screen.
    settle: (current, added) => ({
      ...current,
      options: [...current.options, ...added].sort(byTime),
    }),
  });
  const editing = useCacheMutation<
    ScheduleDetail,
    { optionId: string; option: NewOption },
    ScheduleOption
  >({
    queryKey: detailKey,
    write: ({ optionId, option }) => updateOption(optionId, option),
    settle: (current, saved) => ({
      ...current,
      options: current.options.map((o) => (o.id === saved.id ? saved : o)).sort(byTime),
    }),
  });
  const removingOption = useCacheMutation<ScheduleDetail, string, null>({
    queryKey: detailKey,
    write: deleteOption,
    optimistic: (current, optionId) => ({
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
    if (!report(await removingOption.run(optionId))) return;
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

  const selected = schedules.find((schedule) => schedule.id === selectedId) ?? null;
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
      if (!selected) return false;
      const result = await changing.run({ changes, baseRevision: selected.revision });
      if (!result.ok && result.error.kind === 'conflict') {
        setFailed('conflict');
        return false;
      }
      return report(result);
    },
    /** The settings form: based on the revision it opened on; a conflict is the form's to show. */
    edit: async (changes: ScheduleChanges, baseRevision: number) => {
      const result = await changing.run({ changes, baseRevision });
      if (result.ok || result.error.kind !== 'conflict') report(result);
      return result;
    },
    addCandidates: async (options: readonly NewOption[]) =>
      selectedId !== null && options.length > 0 && report(await adding.run(options)),
    editCandidate: async (optionId: string, option: NewOption) =>
      report(await editing.run({ optionId, option })),
    removeCandidate,
    removeAnswer: async (respondentId: string) => report(await removingAnswer.run(respondentId)),
    removeSchedule,
    duplicate,
  } as const;
}
