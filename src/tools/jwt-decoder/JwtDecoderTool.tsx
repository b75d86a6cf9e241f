import { useState } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { formatTokyoDateTime } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { compactToken, decodeJwt, timeClaims } from './decodeJwt';
import { locales } from './locales';
import { SignaturePanel } from './SignaturePanel';

/** Decoded JSON as it reads best: indented (the token's own text is kept by `copy`). */
const pretty = (json: string) => JSON.stringify(JSON.parse(json), null, 2);

export default function JwtDecoderTool() {
  const { t, i18n } = useToolTranslation('jwt-decoder', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  // A token is a credential: kept in this page's memory only, never in storage or the address.
  const [input, setInput] = useState('');
  const decoded = decodeJwt(input);
  const now = new Date();
  const claims = decoded.ok ? timeClaims(decoded.payload, now) : [];
  const expired = claims.some((claim) => claim.claim === 'exp' && claim.state === 'expired');

  return (
    <div className="flex flex-col gap-6">
      <section className="panel flex flex-col gap-1.5">
        <label htmlFor="jwt-decoder-input" className="label">
          {t('token_label')}
        </label>
        <textarea
          id="jwt-decoder-input"
          className={`input h-32 w-full resize-y font-mono text-sm break-all ${!decoded.ok && decoded.problem !== 'empty' ? 'input-invalid' : ''}`}
          spellCheck={false}
          autoComplete="off"
          aria-describedby="jwt-decoder-hint jwt-decoder-problem"
          aria-invalid={!decoded.ok && decoded.problem !== 'empty'}
          value={input}
          onChange={(event) => setInput(event.target.value)}
        />
        <p id="jwt-decoder-hint" className="muted text-xs">
          {t('token_hint')} {t('privacy')}
        </p>
        <p
          id="jwt-decoder-problem"
          className="text-sm text-red-700 dark:text-red-300"
          aria-live="polite"
        >
          {!decoded.ok &&
            decoded.problem !== 'empty' &&
            t(`problems.${decoded.problem}`, {
              part: decoded.part ? t(`parts.${decoded.part}`) : '',
              detail: decoded.detail ?? '',
            })}
        </p>
      </section>

      {decoded.ok && (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            {(
              [
                ['header_heading', 'copy_header', decoded.headerJson],
                ['payload_heading', 'copy_payload', decoded.payloadJson],
              ] as const
            ).map(([heading, copy, json]) => (
              <section key={heading} className="panel flex flex-col gap-2" aria-label={t(heading)}>
                <div className="flex items-center justify-between gap-2">
                  <h2 className="text-lg font-semibold">{t(heading)}</h2>
                  <CopyButton text={pretty(json)} label={t(copy)} />
                </div>
                <pre className="overflow-x-auto rounded-lg bg-gray-100 p-3 font-mono text-sm break-words whitespace-pre-wrap dark:bg-gray-900">
                  {pretty(json)}
                </pre>
              </section>
            ))}
          </div>

          {claims.length > 0 && (
            <section className="panel flex flex-col gap-2" aria-labelledby="jwt-decoder-times">
              <h2 id="jwt-decoder-times" className="text-lg font-semibold">
                {t('times_heading')}
              </h2>
              <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
                {claims.map((claim) => (
                  <div key={claim.claim} className="contents">
                    <dt className="label">{t(`claims.${claim.claim}`)}</dt>
                    <dd>
                      <span className="font-medium">
                        {formatTokyoDateTime(claim.date, language, { hourCycle: 'h23' })}
                      </span>{' '}
                      <span
                        className={
                          claim.state === 'expired' ||
                          claim.state === 'not_yet' ||
                          claim.state === 'future'
                            ? 'text-red-700 dark:text-red-300'
                            : 'text-green-800 dark:text-green-200'
                        }
                      >
                        {t(`states.${claim.state}`)}
                      </span>{' '}
                      <span className="muted text-xs">
                        {t('seconds', { seconds: claim.seconds })}
                      </span>
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          )}

          <SignaturePanel
            token={compactToken(input)}
            alg={decoded.header.alg}
            kid={decoded.header.kid}
            expired={expired}
            t={t}
          />
        </>
      )}
    </div>
  );
}
