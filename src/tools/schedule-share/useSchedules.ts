import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth/AuthContext';
import {
  addOptions,
  createSchedule,
  deleteOption,
  deleteSchedule,
  getScheduleDetail,
  listSchedules,
  updateOption,
  updateSchedule,
  type NewOption,
  type Schedule,
  type ScheduleChanges,
  type ScheduleDetail,
} from './schedules';
import { useVisiblePolling } from '../../lib/useVisiblePolling';

type Failure = 'create' | 'action' | null;

const byTime = (a: { date_time: string }, b: { date_time: string }) =>
  Date.parse(a.date_time) - Date.parse(b.date_time);

/**
 * The owner's polls and the detail of the one in the address (`selectedId`); `onSelect` puts
 * another poll there. Failures keep the state as it was; answers refresh while the tab is open.
 */
export function useSchedules(selectedId: string | null, onSelect: (id: string | null) => void) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [schedules, setSchedules] = useState<Schedule[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [detail, setDetail] = useState<ScheduleDetail | null>(null);
  const [detailFor, setDetailFor] = useState<string | null>(null);
  const [detailStatus, setDetailStatus] = useState<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const [failed, setFailed] = useState<Failure>(null);
  const selectedRef = useRef(selectedId);
  useEffect(() => {
    selectedRef.current = selectedId;
  });

  useEffect(() => {
    let cancelled = false;
    void listSchedules().then((result) => {
      if (cancelled) return;
      if (result.ok) {
        setSchedules(result.data);
        setStatus('ready');
      } else setStatus('error');
    });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  useEffect(() => {
    if (!selectedId || detailFor === selectedId) return;
    let cancelled = false;
    // Until it arrives, detailFor differs from selectedId, which reads as 'loading' below.
    void getScheduleDetail(selectedId).then((result) => {
      if (cancelled) return;
      setDetailFor(selectedId);
      if (result.ok) {
        setDetail(result.data);
        setDetailStatus('ready');
      } else setDetailStatus('error');
    });
    return () => {
      cancelled = true;
    };
  }, [selectedId, detailFor, userId]);

  /** New answers (and options changed in another tab) without a loading message. */
  const refresh = useCallback(async () => {
    const id = selectedRef.current;
    if (!id) return;
    const result = await getScheduleDetail(id);
    if (result.ok && selectedRef.current === id) setDetail(result.data);
  }, []);
  useVisiblePolling(refresh, undefined, selectedId !== null && detailStatus === 'ready');

  const selected = schedules.find((schedule) => schedule.id === selectedId) ?? null;

  const create = async (title: string, description: string): Promise<boolean> => {
    const result = await createSchedule(title, description);
    setFailed(result.ok ? null : 'create');
    if (!result.ok) return false;
    setSchedules((current) => [result.data, ...current]);
    setDetail({ options: [], answers: [] });
    setDetailFor(result.data.id);
    setDetailStatus('ready');
    onSelect(result.data.id);
    return true;
  };

  const change = async (changes: ScheduleChanges): Promise<boolean> => {
    if (!selectedId) return false;
    const result = await updateSchedule(selectedId, changes);
    setFailed(result.ok ? null : 'action');
    if (!result.ok) return false;
    setSchedules((current) => current.map((s) => (s.id === result.data.id ? result.data : s)));
    return true;
  };

  const addCandidates = async (options: readonly NewOption[]): Promise<boolean> => {
    if (!selectedId || !detail || options.length === 0) return false;
    const result = await addOptions(selectedId, options);
    setFailed(result.ok ? null : 'action');
    if (!result.ok) return false;
    // From the latest state: two quick additions must both stay on screen.
    setDetail(
      (current) =>
        current && { ...current, options: [...current.options, ...result.data].sort(byTime) },
    );
    return true;
  };

  const editCandidate = async (optionId: string, option: NewOption): Promise<boolean> => {
    const result = await updateOption(optionId, option);
    setFailed(result.ok ? null : 'action');
    if (!result.ok) return false;
    setDetail(
      (current) =>
        current && {
          ...current,
          options: current.options.map((o) => (o.id === optionId ? result.data : o)).sort(byTime),
        },
    );
    return true;
  };

  const removeCandidate = async (optionId: string) => {
    if (!detail) return;
    const result = await deleteOption(optionId);
    setFailed(result.ok ? null : 'action');
    if (!result.ok) return;
    setDetail(
      (current) =>
        current && {
          options: current.options.filter((option) => option.id !== optionId),
          answers: current.answers.filter((answer) => answer.option_id !== optionId),
        },
    );
    // The database undoes a decision on a removed option; the list follows.
    setSchedules((current) =>
      current.map((s) =>
        s.decided_option_id === optionId ? { ...s, decided_option_id: null, decided_at: null } : s,
      ),
    );
  };

  const removeSchedule = async () => {
    if (!selectedId) return;
    const result = await deleteSchedule(selectedId);
    setFailed(result.ok ? null : 'action');
    if (result.ok) {
      setSchedules((current) => current.filter((schedule) => schedule.id !== selectedId));
      setDetail(null);
      setDetailFor(null);
      setDetailStatus('idle');
      onSelect(null);
    }
  };

  const ready = selectedId !== null && detailFor === selectedId;
  return {
    schedules,
    status,
    selected,
    /** The selected poll is in the address but not among this user's polls. */
    missing: status === 'ready' && selectedId !== null && !selected,
    detail: ready ? detail : null,
    detailStatus: selectedId === null ? 'idle' : ready ? detailStatus : 'loading',
    failed,
    create,
    change,
    addCandidates,
    editCandidate,
    removeCandidate,
    removeSchedule,
  };
}
