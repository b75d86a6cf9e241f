import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth/AuthContext';
import {
  addOption,
  createSchedule,
  deleteOption,
  deleteSchedule,
  getScheduleDetail,
  listSchedules,
  type Schedule,
  type ScheduleDetail,
} from './schedules';

type Failure = 'create' | 'action' | null;

/** The owner's polls and the selected poll's detail; failures keep the state as it was. */
export function useSchedules() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [schedules, setSchedules] = useState<Schedule[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [detail, setDetail] = useState<ScheduleDetail | null>(null);
  const [detailStatus, setDetailStatus] = useState<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const [failed, setFailed] = useState<Failure>(null);

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

  const loadDetail = useCallback(async (scheduleId: string) => {
    setDetailStatus('loading');
    const result = await getScheduleDetail(scheduleId);
    if (result.ok) {
      setDetail(result.data);
      setDetailStatus('ready');
    } else setDetailStatus('error');
  }, []);

  const select = (scheduleId: string) => {
    setSelectedId(scheduleId);
    setDetail(null);
    void loadDetail(scheduleId);
  };

  const create = async (title: string, description: string): Promise<boolean> => {
    const result = await createSchedule(title, description);
    setFailed(result.ok ? null : 'create');
    if (!result.ok) return false;
    setSchedules((current) => [result.data, ...current]);
    setSelectedId(result.data.id);
    setDetail({ options: [], answers: [] });
    setDetailStatus('ready');
    return true;
  };

  const addCandidate = async (dateTime: Date, label: string): Promise<boolean> => {
    if (!selectedId || !detail) return false;
    const result = await addOption(selectedId, dateTime, label);
    setFailed(result.ok ? null : 'action');
    if (!result.ok) return false;
    // From the latest state: two quick additions must both stay on screen.
    setDetail(
      (current) =>
        current && {
          ...current,
          options: [...current.options, result.data].sort(
            (a, b) => Date.parse(a.date_time) - Date.parse(b.date_time),
          ),
        },
    );
    return true;
  };

  const removeCandidate = async (optionId: string) => {
    if (!detail) return;
    const result = await deleteOption(optionId);
    setFailed(result.ok ? null : 'action');
    if (result.ok) {
      setDetail(
        (current) =>
          current && {
            options: current.options.filter((option) => option.id !== optionId),
            answers: current.answers.filter((answer) => answer.option_id !== optionId),
          },
      );
    }
  };

  const removeSchedule = async () => {
    if (!selectedId) return;
    const result = await deleteSchedule(selectedId);
    setFailed(result.ok ? null : 'action');
    if (result.ok) {
      setSchedules((current) => current.filter((schedule) => schedule.id !== selectedId));
      setSelectedId(null);
      setDetail(null);
      setDetailStatus('idle');
    }
  };

  return {
    schedules,
    status,
    selected: schedules.find((schedule) => schedule.id === selectedId) ?? null,
    detail,
    detailStatus,
    failed,
    select,
    create,
    addCandidate,
    removeCandidate,
    removeSchedule,
  };
}
