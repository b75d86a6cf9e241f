import type { TFunction } from 'i18next';
import { useEffect, useId, useState } from 'react';
import { isHmac, verifyJwt, type VerifyOutcome } from './verifyJwt';

interface Props {
  token: string;
  alg: unknown;
  kid: unknown;
  expired: boolean;
  t: TFunction;
}

/** The key field and the verdict, checked again as the token or key changes. */
export function SignaturePanel({ token, alg, kid, expired, t }: Props) {
  const id = useId();
  const [keyText, setKeyText] = useState('');
  // The verdict with what it was reached for: a verdict for other input is not shown.
  const [checked, setChecked] = useState<{ of: string; outcome: VerifyOutcome } | null>(null);
  const hmac = isHmac(alg);
  const current = JSON.stringify([token, alg, kid, keyText]);
  const outcome = checked?.of === current ? checked.outcome : null;

  useEffect(() => {
    let live = true;
    verifyJwt(token, alg, kid, keyText).then((result) => {
      if (live) setChecked({ of: JSON.stringify([token, alg, kid, keyText]), outcome: result });
    });
    return () => {
      live = false;
    };
  }, [token, alg, kid, keyText]);

  const message = outcome
    ? outcome.ok
      ? t('verify.ok')
      : t(`verify.${outcome.reason}`, { alg: String(alg), kid: String(kid ?? '') })
    : t('verifying');
  const tone = outcome?.ok
    ? 'text-green-800 dark:text-green-200'
    : outcome && outcome.reason !== 'no_key'
      ? 'text-red-700 dark:text-red-300'
      : 'muted';

  return (
    <section className="panel flex flex-col gap-3" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('signature_heading')}
      </h2>
      <p className="font-mono text-sm">{t('algorithm', { alg: String(alg) })}</p>
      {alg !== 'none' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-key`} className="label">
            {t(hmac ? 'secret_label' : 'public_key_label')}
          </label>
          <textarea
            id={`${id}-key`}
            className="input h-28 w-full resize-y font-mono text-sm"
            spellCheck={false}
            autoComplete="off"
            aria-describedby={`${id}-key-hint`}
            value={keyText}
            onChange={(event) => setKeyText(event.target.value)}
          />
          <p id={`${id}-key-hint`} className="muted text-xs">
            {t(hmac ? 'key_hint_hmac' : 'key_hint_public')}
          </p>
        </div>
      )}
      <p role="status" className={`text-sm font-medium ${tone}`}>
        {message}
      </p>
      {outcome?.ok && expired && (
        <p className="text-sm text-amber-800 dark:text-amber-200">{t('expired_warning')}</p>
      )}
    </section>
  );
}
