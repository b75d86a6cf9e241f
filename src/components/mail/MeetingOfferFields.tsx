import {
  isMeetingLength,
  meetingLengthText,
  MEETING_FORMATS,
  MEETING_LENGTHS,
  type MeetingOffer,
} from '../../lib/mail/meetingOffer';
import { currentLanguage } from '../../lib/i18n';
import { useMailTranslation } from './mailLocales';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

interface Props {
  value: MeetingOffer;
  onChange: (value: MeetingOffer) => void;
  /** False when the chosen template does not mention a meeting. */
  used: boolean;
}

/** What the sender offers for a meeting: length, online or in person, and the place. */
export function MeetingOfferFields({ value, onChange, used }: Props) {
  const { t, i18n } = useMailTranslation();
  const language = currentLanguage(i18n.resolvedLanguage);
  const inPerson = value.format === 'visit' || value.format === 'either';
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-gray-300 p-4 dark:border-gray-600">
      <legend className="px-1 font-semibold text-gray-900 dark:text-white">
        {t('offer.legend')}
      </legend>
      {!used && <p className="text-sm text-gray-700 dark:text-gray-300">{t('offer.unused')}</p>}
      <SelectField
        label={t('offer.length')}
        value={String(value.minutes)}
        options={MEETING_LENGTHS.map((minutes) => ({
          value: String(minutes),
          label: minutes === 0 ? t('offer.not_stated') : meetingLengthText(minutes, language),
        }))}
        onChange={(minutes) => {
          const number = Number(minutes);
          if (isMeetingLength(number)) onChange({ ...value, minutes: number });
        }}
      />
      <SelectField
        label={t('offer.format')}
        value={value.format}
        options={MEETING_FORMATS.map((format) => ({
          value: format,
          label: t(`offer.formats.${format || 'none'}`),
        }))}
        onChange={(format) => onChange({ ...value, format })}
      />
      <TextField
        label={t('offer.place')}
        placeholder={t('offer.place_placeholder')}
        hint={inPerson ? t('offer.place_hint') : t('offer.place_unused')}
        value={value.place}
        onChange={(place) => onChange({ ...value, place })}
        maxLength={100}
      />
    </fieldset>
  );
}
