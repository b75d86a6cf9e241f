import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth/AuthContext';
import { signOut } from '../../lib/auth/authActions';
import { needsSecondFactor, verifiedTotpFactor } from '../../lib/auth/mfaState';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { refetchAllDataQueries } from '../../lib/query/refetchAll';
import { mfaLocales } from './mfaLocales';
import { TotpCodeForm } from './TotpCodeForm';
import { useFocusTrap } from './useFocusTrap';

/**
 * The sign-in's second step: shown while the session is password-only (aal1) although the
 * user has turned two-factor sign-in on. It stays until a code is entered or the user signs
 * out; the account's data stays hidden meanwhile (the database asks for aal2) and is read
 * again once the code is accepted.
 */
export default function SecondFactorPrompt() {
  const { user, session } = useAuth();
  const factor = needsSecondFactor(session) ? verifiedTotpFactor(user) : undefined;
  return factor ? <CodeDialog factorId={factor.id} /> : null;
}

function CodeDialog({ factorId }: { factorId: string }) {
  const { t } = useToolTranslation('mfa', mfaLocales);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const introId = useId();
  const [signingOut, setSigningOut] = useState(false);
  // Escape does not dismiss it: the only ways out are the code and signing out.
  const stay = useCallback(() => undefined, []);
  useFocusTrap(dialogRef, stay);
  useEffect(() => inputRef.current?.focus(), []);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={introId}
        className="panel max-h-full w-full max-w-md overflow-y-auto"
      >
        <h2 id={titleId} className="mb-2 text-xl font-bold">
          {t('prompt_title')}
        </h2>
        <p id={introId} className="mb-4 text-sm">
          {t('prompt_intro')}
        </p>
        <TotpCodeForm
          id="second-factor-code"
          factorId={factorId}
          submitLabel={t('verify')}
          inputRef={inputRef}
          onVerified={refetchAllDataQueries}
        >
          <button
            type="button"
            className="btn btn-secondary"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut().finally(() => setSigningOut(false));
            }}
          >
            {t('sign_out')}
          </button>
        </TotpCodeForm>
      </div>
    </div>
  );
}
