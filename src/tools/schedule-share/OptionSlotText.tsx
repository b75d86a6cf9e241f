import { HolidayBadge } from '../../components/HolidayBadge';
import { Phrases } from '../../components/Phrases';
import { optionHoliday } from '../../lib/scheduleOptions/optionHoliday';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { useHolidayCalendar } from '../../lib/japaneseCalendar/useHolidayCalendar';
import { slotParts } from '../../lib/scheduleOptions/slotParts';
import { locales } from './locales';
import {
  carriesZone,
  formatOptionSlot,
  localSlot,
  optionNote,
  tokyoZoneLabel,
  type OptionWhen,
} from '../../lib/scheduleOptions/optionTime';

/** A date and time as text, its dates and time ranges never broken inside (slotParts). */
export function SlotText({ text }: { text: string }) {
  return (
    <>
      {slotParts(text).map((part, index) =>
        part.whole ? (
          <span key={index} className="whitespace-nowrap">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** The zone the visitor's device is set to (Asia/Tokyo in Japan). */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Tokyo';
}

/**
 * A candidate as text: 12月1日(火) 14:00〜15:00 日本時間 (12月7日(月) 午後 日本時間; 「祝 成人の日」 on a
 * holiday), with the visitor's own time on a line below when their zone reads it differently, and the note after it; dates and text as they are.
 */
export function OptionSlotText({
  option,
  language,
  note = true,
  local = true,
}: {
  option: OptionWhen;
  language: 'ja' | 'en';
  /** Show the option's note (place, link) after it. */
  note?: boolean;
  /** Show the visitor's own time below (else place a LocalSlotLine where it fits). */
  local?: boolean;
}) {
  const noteText = note ? optionNote(option) : null;
  const holidays = useHolidayCalendar();
  // A dated candidate on a national holiday of Japan (its day in Japan time) is marked 「祝」.
  const holiday = optionHoliday(holidays, option);
  return (
    <>
      <span className="break-words">
        {option.kind === 'text' ? (
          <Phrases text={formatOptionSlot(option, language)} language={language} />
        ) : (
          <SlotText text={formatOptionSlot(option, language)} />
        )}
      </span>
      {holiday && (
        <span className="ml-2">
          <HolidayBadge holiday={holiday} language={language} />
        </span>
      )}
      {carriesZone(option) && (
        <span className="muted ml-1.5 text-xs font-normal">{tokyoZoneLabel(language)}</span>
      )}
      {noteText && <span className="muted ml-2 text-sm font-normal">{noteText}</span>}
      {local && <LocalSlotLine option={option} language={language} />}
    </>
  );
}

/** Your time: Mon, Nov 30, 21:00–22:00 PST — only when it differs from Japan time. */
export function LocalSlotLine({ option, language }: { option: OptionWhen; language: 'ja' | 'en' }) {
  const { t } = useToolTranslation('schedule-share', locales);
  const local = localSlot(option, language, visitorTimeZone());
  if (!local) return null;
  return (
    <span className="muted block text-sm font-normal">
      {t('shared.local_time', { time: local })}
    </span>
  );
}
