import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { signUpNewUser, uniqueEmail } from './helpers/backend.ts';
import { MINUTE, answer, inFuture, outbox } from './helpers/mailFixtures.ts';
import { useFileBackend } from './helpers/callers.ts';

/**
 * Decisions on candidates without a clock time reach respondents: the outbox's snapshot names
 * the candidate's kind, the sender reads it, and the mail catcher receives the mail with a
 * whole-day calendar file (終日) or none (a text candidate).
 */

const ctx = useFileBackend();

describe('candidates without a clock time in poll mails', () => {
  it('the answer lists them; deciding a text candidate, then a 終日 one, sends both decisions (the second with a whole-day .ics)', async () => {
    const owner = await signUpNewUser(ctx.backend);
    const { data: schedule, error } = await owner.client
      .from('schedules')
      .insert({ user_id: owner.user.id, title: '忘年会' })
      .select('id,share_id')
      .single();
    if (error) throw new Error(error.message);
    const { data: options, error: optionError } = await owner.client
      .from('schedule_options')
      .insert([
        { schedule_id: schedule.id, kind: 'text', date_time: null, label: 'オンラインで開催' },
        // Midnight of 7 December 2030 in Japan, as the page stores a dated candidate.
        { schedule_id: schedule.id, kind: 'all_day', date_time: '2030-12-07T00:00:00+09:00' },
      ])
      .select('id,kind');
    if (optionError) throw new Error(optionError.message);
    const textId = options.find((option) => option.kind === 'text')?.id;
    const allDayId = options.find((option) => option.kind === 'all_day')?.id;
    const poll = { ...schedule, options };
    const address = uniqueEmail('kinds');
    await answer(ctx.anon, poll, { name: '田中 一郎', email: address, marks: ['yes', 'maybe'] });
    // The owner's answer mail lists both, the dated one first, as the poll's page does.
    await ctx.backend.sendNotifications(inFuture(0));
    const ownerText = ctx.backend.mailbox.list(owner.email)[0]?.text ?? '';
    expect(ownerText).toMatch(/12月7日\(土\) 終日：△\n\s*オンラインで開催：○\n/);
    const decide = async (optionId: string | undefined) => {
      const { error: decideError } = await owner.client
        .from('schedules')
        .update({ decided_option_id: optionId })
        .eq('id', schedule.id);
      if (decideError) throw new Error(decideError.message);
    };

    await decide(textId);
    const [textRow] = (await outbox(ctx.backend, schedule.id)).filter(
      (row) => row.kind === 'poll_decision',
    );
    expect(textRow?.payload.option).toMatchObject({
      kind: 'text',
      date_time: null,
      label: 'オンラインで開催',
    });
    await ctx.backend.sendNotifications(inFuture(3 * MINUTE));
    const [textMail] = ctx.backend.mailbox.list(address);
    expect(textMail?.subject).toBe('【日程確定】忘年会');
    expect(textMail?.text).toContain('■決定内容：オンラインで開催');
    expect(textMail?.text).not.toContain('calendar.google.com');
    expect(textMail?.attachments).toEqual([]);

    await decide(allDayId);
    await ctx.backend.sendNotifications(inFuture(3 * MINUTE));
    const decisions = (await outbox(ctx.backend, schedule.id)).filter(
      (row) => row.kind === 'poll_decision',
    );
    expect(decisions.map((row) => row.status)).toEqual(['sent', 'sent']);
    const [allDayMail] = ctx.backend.mailbox.list(address);
    expect(allDayMail?.subject).toBe('【日程変更】忘年会');
    expect(allDayMail?.text).toContain('■変更後の日時：2030年12月7日(土) 終日');
    expect(allDayMail?.text).toContain('（変更前：オンラインで開催）');
    expect(allDayMail?.attachments.map((file) => file.fileName)).toEqual(['忘年会.ics']);
    const ics = new TextDecoder().decode(allDayMail?.attachments[0]?.content);
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    const details = new ICAL.Event(event ?? undefined);
    expect(event?.getFirstProperty('dtstart')?.type).toBe('date');
    expect(details.startDate.toString()).toBe('2030-12-07');
    expect(details.endDate.toString()).toBe('2030-12-08');
  });
});
