import { useCallback, useEffect, useState } from 'react';
import { useFirstLookNow } from '../../lib/leftForTheApp';
import { readJson, writeJson } from '../../lib/storage';
import { useSenderProfile } from '../../lib/senderProfile';
import {
  createAgendaItem,
  createAttendee,
  createMinutesDraft,
  MINUTES_DRAFT_STORAGE_KEY,
  readMinutesDraft,
  type MinutesAuthor,
} from './minutesDraft';
import type { AgendaItem, Attendee, MeetingInfo, MinutesDraft } from './minutesTypes';

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * The minutes being written, kept in local storage so a reload mid-meeting loses nothing. A new
 * draft names the sender profile's person as organizer and recorder.
 */
export function useMinutesDraft() {
  const { profile } = useSenderProfile();
  const author: MinutesAuthor = { department: profile.department, personName: profile.personName };
  // Drawn at build time, the page does not know today: it starts from a stand-in day, whose
  // date it leaves empty for the app to fill in (MeetingInfoForm).
  const now = useFirstLookNow();
  const [draft, setDraft] = useState<MinutesDraft>(
    () =>
      readMinutesDraft(readJson(MINUTES_DRAFT_STORAGE_KEY, isObject)) ??
      createMinutesDraft(now(), author),
  );
  /** The row just added, whose first field takes the focus. */
  const [addedId, setAddedId] = useState<string | null>(null);

  useEffect(() => {
    writeJson(MINUTES_DRAFT_STORAGE_KEY, draft);
  }, [draft]);

  const updateMeeting = useCallback(<K extends keyof MeetingInfo>(key: K, value: string) => {
    setDraft((current) => ({ ...current, meeting: { ...current.meeting, [key]: value } }));
  }, []);

  const updateAttendee = useCallback((id: string, key: keyof Attendee, value: string) => {
    setDraft((current) => ({
      ...current,
      attendees: current.attendees.map((attendee) =>
        attendee.id === id ? { ...attendee, [key]: value } : attendee,
      ),
    }));
  }, []);

  const addAttendee = useCallback(() => {
    const attendee = createAttendee();
    setAddedId(attendee.id);
    setDraft((current) => ({ ...current, attendees: [...current.attendees, attendee] }));
  }, []);

  /** At least one attendee remains. */
  const removeAttendee = useCallback((id: string) => {
    setDraft((current) =>
      current.attendees.length <= 1
        ? current
        : { ...current, attendees: current.attendees.filter((attendee) => attendee.id !== id) },
    );
  }, []);

  const updateAgenda = useCallback((id: string, key: keyof AgendaItem, value: string) => {
    setDraft((current) => ({
      ...current,
      agenda: current.agenda.map((item) => (item.id === id ? { ...item, [key]: value } : item)),
    }));
  }, []);

  const addAgenda = useCallback(() => {
    const item = createAgendaItem();
    setAddedId(item.id);
    setDraft((current) => ({ ...current, agenda: [...current.agenda, item] }));
  }, []);

  /** At least one agenda item remains. */
  const removeAgenda = useCallback((id: string) => {
    setDraft((current) =>
      current.agenda.length <= 1
        ? current
        : { ...current, agenda: current.agenda.filter((item) => item.id !== id) },
    );
  }, []);

  const { department, personName } = profile;
  const reset = useCallback(
    () => setDraft(createMinutesDraft(new Date(), { department, personName })),
    [department, personName],
  );

  return {
    draft,
    addedId,
    updateMeeting,
    updateAttendee,
    addAttendee,
    removeAttendee,
    updateAgenda,
    addAgenda,
    removeAgenda,
    reset,
  };
}

export type MinutesDraftActions = Omit<ReturnType<typeof useMinutesDraft>, 'draft' | 'addedId'>;
