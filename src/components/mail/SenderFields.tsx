import {
  MAIL_SENDER_FIELDS,
  type MailSender,
  type MailSenderField,
} from '../../lib/mail/mailSender';
import { useMailTranslation } from './mailLocales';
import { TextField } from './TextField';

const INPUT: Record<MailSenderField, { type: 'text' | 'tel' | 'email'; autoComplete: string }> = {
  company: { type: 'text', autoComplete: 'organization' },
  department: { type: 'text', autoComplete: 'off' },
  name: { type: 'text', autoComplete: 'name' },
  tel: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
};

interface Props {
  sender: MailSender;
  onChange: (field: MailSenderField, value: string) => void;
}

/** The sender's company, department, name, phone and mail, shared by every mail tool. */
export function SenderFields({ sender, onChange }: Props) {
  const { t } = useMailTranslation();
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-300 p-4 dark:border-gray-600">
      <legend className="px-1 font-semibold text-gray-900 dark:text-white">
        {t('sender.legend')}
      </legend>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('sender.hint')}</p>
      {MAIL_SENDER_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`sender.${field}`)}
          placeholder={t(`sender.${field}_placeholder`)}
          value={sender[field]}
          onChange={(value) => onChange(field, value)}
          maxLength={field === 'email' ? 254 : 100}
          {...INPUT[field]}
        />
      ))}
    </fieldset>
  );
}
