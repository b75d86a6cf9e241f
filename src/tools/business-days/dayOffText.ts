import type { TFunction } from 'i18next';
import type { Language } from '../../lib/i18n/types';
import type { DayOffReason } from './businessCalendar';

/** Why a day is off, in words: 成人の日, 年末年始 … */
export function dayOffText(reason: DayOffReason, language: Language, t: TFunction): string {
  switch (reason.kind) {
    case 'holiday':
      return t('reason_holiday', {
        name: language === 'ja' ? reason.holiday.name : reason.holiday.nameEn,
      });
    case 'weekend':
      return t('reason_weekend');
    case 'year_end':
      return t('reason_year_end');
    case 'own':
      return t('reason_own');
  }
}
