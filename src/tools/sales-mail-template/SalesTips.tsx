import { useExampleDates } from '../../components/mail/useExampleDates';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import Lightbulb from 'lucide-react/icons/lightbulb';

const TIP_KEYS = Object.keys(locales.ja.tips) as (keyof typeof locales.ja.tips)[];

export function SalesTips() {
  const { t } = useToolTranslation('sales-mail-template', locales);
  const dates = useExampleDates();
  return (
    <section className="panel flex flex-col gap-3" aria-labelledby="sales-mail-tips-heading">
      <h2
        id="sales-mail-tips-heading"
        className="text-lg font-semibold text-gray-900 dark:text-white"
      >
        <Lightbulb className="mr-1 inline-block h-4 w-4 align-[-0.125em]" />
        {t('tips_heading')}
      </h2>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed text-gray-800 dark:text-gray-200">
        {TIP_KEYS.map((key) => (
          <li key={key}>{t(`tips.${key}`, dates)}</li>
        ))}
      </ul>
    </section>
  );
}
