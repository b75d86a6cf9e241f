import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import type { User } from '@supabase/supabase-js';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { mfaErrorKey, mfaLocales } from '../../app/auth/mfaLocales';
import { TotpCodeForm } from '../../app/auth/TotpCodeForm';
import { removeFactor, startTotpEnrolment, type TotpEnrolment } from '../../lib/auth/mfa';
import { groupKey, verifiedTotpFactor } from '../../lib/auth/mfaState';
import { useToolTranslation } from '../../lib/i18n/toolLocales';

type Notice = { kind: 'status' | 'alert'; key: string } | null;

/**
 * 二段階認証 in 設定: set up (QR code drawn with the site's qrcode library from the otpauth URI,
 * the key for typing in, one code to confirm) or turn off after a confirmation.
 */
export function TwoFactorSection({ user }: { user: User }) {
  const { t } = useToolTranslation('mfa', mfaLocales);
  const factor = verifiedTotpFactor(user);
  const [enrolment, setEnrolment] = useState<(TotpEnrolment & { qr: string }) | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmOff, setConfirmOff] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (enrolment) codeRef.current?.focus();
  }, [enrolment]);

  const start = async () => {
    setBusy(true);
    setNotice(null);
    const result = await startTotpEnrolment();
    if (!result.ok) {
      setBusy(false);
      setNotice({ kind: 'alert', key: mfaErrorKey(result.error) });
      return;
    }
    const qr = await QRCode.toDataURL(result.value.uri, { errorCorrectionLevel: 'M', margin: 2 });
    setBusy(false);
    setEnrolment({ ...result.value, qr });
  };

  const turnOff = async () => {
    if (!factor) return;
    setConfirmOff(false);
    setBusy(true);
    const result = await removeFactor(factor.id);
    setBusy(false);
    setNotice(
      result.ok
        ? { kind: 'status', key: 'turned_off' }
        : { kind: 'alert', key: mfaErrorKey(result.error) },
    );
  };

  return (
    <section aria-labelledby="two-factor" className="panel flex flex-col gap-3">
      <h2 id="two-factor" className="text-lg font-semibold">
        {t('section_title')}
      </h2>
      <p className="text-sm">{t('section_intro')}</p>
      <p className="font-medium" data-testid="two-factor-status">
        {factor ? t('status_on') : t('status_off')}
      </p>

      {enrolment ? (
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">{t('scan_title')}</h3>
          <p className="text-sm">{t('scan_step')}</p>
          <img
            src={enrolment.qr}
            alt={t('qr_alt')}
            width={200}
            height={200}
            className="rounded bg-white p-1"
          />
          <p className="text-sm">{t('manual_key')}</p>
          <code className="break-all font-mono text-base" data-testid="two-factor-key">
            {groupKey(enrolment.secret)}
          </code>
          <p className="text-sm">{t('confirm_step')}</p>
          <TotpCodeForm
            id="two-factor-code"
            factorId={enrolment.factorId}
            submitLabel={t('confirm')}
            inputRef={codeRef}
            onVerified={() => {
              setEnrolment(null);
              setNotice({ kind: 'status', key: 'turned_on' });
            }}
          >
            <button type="button" className="btn btn-secondary" onClick={() => setEnrolment(null)}>
              {t('cancel')}
            </button>
          </TotpCodeForm>
        </div>
      ) : factor ? (
        <button
          type="button"
          className="btn btn-secondary self-start"
          disabled={busy}
          onClick={() => setConfirmOff(true)}
        >
          {t('turn_off')}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-primary self-start"
          disabled={busy}
          onClick={() => void start()}
        >
          {busy ? t('starting') : t('turn_on')}
        </button>
      )}

      {notice && (
        <p
          role={notice.kind}
          className={notice.kind === 'status' ? 'alert-success text-sm' : 'alert-error text-sm'}
        >
          {t(notice.key)}
        </p>
      )}
      <ConfirmDialog
        open={confirmOff}
        title={t('turn_off_title')}
        message={t('turn_off_message')}
        confirmLabel={t('turn_off')}
        cancelLabel={t('cancel')}
        onConfirm={() => void turnOff()}
        onCancel={() => setConfirmOff(false)}
      />
    </section>
  );
}
