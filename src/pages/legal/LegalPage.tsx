import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { LEGAL_TEXTS, type LegalKind } from './legalTexts';

export default function LegalPage({ kind }: { kind: LegalKind }) {
  const { t, i18n } = useTranslation();
  const title = t(`legal.${kind}_title`);
  usePageMeta(title);
  const sections = LEGAL_TEXTS[kind][currentLanguage(i18n.resolvedLanguage)];
  return (
    <article className="prose-like mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      {sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">{section.heading}</h2>
          <p className="leading-relaxed text-gray-800 dark:text-gray-200">{section.body}</p>
        </section>
      ))}
    </article>
  );
}
