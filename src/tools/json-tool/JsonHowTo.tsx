import type { TFunction } from 'i18next';

/** Shown only while both the input and the result are empty (spec). */
export function JsonHowTo({ t }: { t: TFunction }) {
  const steps = t('howto.steps', { returnObjects: true }) as string[];
  return (
    <section className="alert-info" aria-labelledby="json-howto-heading">
      <h2 id="json-howto-heading" className="text-lg font-semibold">
        {t('howto.heading')}
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-6">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-2">{t('howto.try_sample')}</p>
      <p className="mt-1">{t('howto.privacy')}</p>
    </section>
  );
}
