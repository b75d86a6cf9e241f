import type { DataResult } from '../../lib/dataResult';
import { unwrap } from '../../lib/query/dataQueries';
import type { OfflineScope } from '../../lib/query/offlineWrites';
import { scheduleKeys } from './scheduleKeys';
import {
  addOptions,
  deleteOption,
  updateOption,
  updateSchedule,
  type NewOption,
  type ScheduleChanges,
} from './schedules';

/**
 * The poll owner's changes as plain data (settings, the decision, candidates): what a change
 * made offline keeps in the browser, and sends, in order, when the connection returns (after
 * a reload too). Each names the revision it was based on where the row has one, so that a
 * change made meanwhile in another window or device is refused rather than overwritten.
 * `poll` (the poll's title) is for the page's list of waiting changes.
 */
export type PollWrite =
  | {
      op: 'settings';
      scheduleId: string;
      poll: string;
      changes: ScheduleChanges;
      baseRevision: number;
    }
  | { op: 'add-options'; scheduleId: string; poll: string; ids: string[]; options: NewOption[] }
  | {
      op: 'edit-option';
      scheduleId: string;
      poll: string;
      optionId: string;
      option: NewOption;
      /** Undefined for a candidate read before candidates had revisions. */
      baseRevision?: number;
    }
  | { op: 'delete-option'; scheduleId: string; poll: string; optionId: string };

export type PollWriteOf<Op extends PollWrite['op']> = Extract<PollWrite, { op: Op }>;

/** The first element of the owner's write keys; never 'poll' (the reads) or 'poll-answer'. */
export const POLL_WRITE_PREFIX = 'poll-owner';

/** The key of a kind of write to one poll. */
export const pollWriteKey = (scheduleId: string | null, op: PollWrite['op']) =>
  [POLL_WRITE_PREFIX, scheduleId, op] as const;

/** A poll's changes are sent one after another, in the order they were made. */
export const pollWriteScope = (scheduleId: string | null) =>
  scheduleId ? `poll-owner:${scheduleId}` : undefined;

/** Sends one write (a restored one, or from the page), as the data module's result. */
export function sendPollWrite(write: PollWrite): Promise<DataResult<unknown>> {
  switch (write.op) {
    case 'settings':
      return updateSchedule(write.scheduleId, write.changes, write.baseRevision);
    case 'add-options':
      return addOptions(write.scheduleId, write.options, write.ids);
    case 'edit-option':
      return updateOption(write.optionId, write.option, write.baseRevision);
    case 'delete-option':
      return deleteOption(write.optionId);
  }
}

/** How a waiting write is named: which of the `describe` messages, with what. */
export function describePollWrite(write: PollWrite): {
  key: 'decide' | 'undecide' | 'deadline' | 'settings' | 'add' | 'edit' | 'delete';
  poll: string;
  count?: number;
} {
  const { poll } = write;
  switch (write.op) {
    case 'settings': {
      const fields = Object.keys(write.changes);
      if (fields.join() === 'decided_option_id')
        return { key: write.changes.decided_option_id ? 'decide' : 'undecide', poll };
      return { key: fields.join() === 'answer_deadline' ? 'deadline' : 'settings', poll };
    }
    case 'add-options':
      return { key: 'add', poll, count: write.options.length };
    case 'edit-option':
      return { key: 'edit', poll };
    case 'delete-option':
      return { key: 'delete', poll };
  }
}

/** What the owner's page keeps offline: these writes, and the polls to draw the page. */
export const pollOwnerOffline: OfflineScope = {
  prefix: POLL_WRITE_PREFIX,
  keepQuery: (key) => key[0] === 'poll' && (key[1] === 'list' || key[1] === 'detail'),
  reads: scheduleKeys.all,
  write: async (variables) => unwrap(await sendPollWrite(variables as PollWrite)),
};
