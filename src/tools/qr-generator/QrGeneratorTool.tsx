import { useDeferredValue, useMemo, useState } from 'react';
import { currentLanguage } from '../../lib/i18n';
import { useToolState } from '../../lib/useToolState';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { buildQrMatrix, utf8ByteLength } from './buildQrMatrix';
import { type ContactFormat, type ContentMode, ContentPanel } from './ContentPanel';
import { locales } from './locales';
import type { LoadedLogo } from './qrCanvas';
import { QrPreview } from './QrPreview';
import {
  buildMecardPayload,
  buildVcardPayload,
  buildWifiPayload,
  type ContactDetails,
  EMPTY_CONTACT,
  EMPTY_WIFI,
  type WifiDetails,
} from './qrPayloads';
import { effectiveErrorCorrection, type ErrorCorrectionLevel, QR_MARGIN } from './qrSettings';
import { KEPT_DEFAULTS, KEPT_IN_URL, validKeptSettings } from './keptSettings';
import { SettingsPanel } from './SettingsPanel';

export default function QrGeneratorTool() {
  const { t, i18n } = useToolTranslation('qr-generator', locales);
  const [mode, setMode] = useState<ContentMode>('text');
  const [wifi, setWifi] = useState<WifiDetails>(EMPTY_WIFI);
  const [contact, setContact] = useState<ContactDetails>(EMPTY_CONTACT);
  const [contactFormat, setContactFormat] = useState<ContactFormat>('mecard');
  // Text and look survive a reload and travel in the URL; Wi-Fi passwords and contacts do not.
  const [kept, keep] = useToolState('qr-generator', KEPT_DEFAULTS, KEPT_IN_URL);
  const { text, size, chosenLevel, dark, light } = validKeptSettings(kept);
  const setText = (value: string) => keep({ text: value });
  const setSize = (value: number) => keep({ size: value });
  const setChosenLevel = (value: ErrorCorrectionLevel) => keep({ level: value });
  const setDark = (value: string) => keep({ dark: value });
  const setLight = (value: string) => keep({ light: value });
  const [logo, setLogo] = useState<LoadedLogo | null>(null);

  const nameOrder =
    currentLanguage(i18n.resolvedLanguage) === 'ja' ? 'family-first' : 'given-first';
  const payload =
    mode === 'text'
      ? text
      : mode === 'wifi'
        ? buildWifiPayload(wifi)
        : contactFormat === 'mecard'
          ? buildMecardPayload(contact)
          : buildVcardPayload(contact, nameOrder);
  const level = effectiveErrorCorrection(chosenLevel, logo !== null);
  // Encoding a version-40 symbol takes a few milliseconds: keep typing responsive.
  const deferredPayload = useDeferredValue(payload);
  const result = useMemo(() => buildQrMatrix(deferredPayload, level), [deferredPayload, level]);
  const options = useMemo(() => ({ margin: QR_MARGIN, dark, light }), [dark, light]);

  const clear = () => {
    if (mode === 'text') setText('');
    if (mode === 'wifi') setWifi(EMPTY_WIFI);
    if (mode === 'contact') setContact(EMPTY_CONTACT);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex flex-col gap-6">
        <ContentPanel
          t={t}
          mode={mode}
          onMode={setMode}
          text={text}
          onText={setText}
          wifi={wifi}
          onWifi={setWifi}
          contact={contact}
          onContact={setContact}
          contactFormat={contactFormat}
          onContactFormat={setContactFormat}
          payload={payload}
        />
        {payload !== '' && (
          <p className="muted -mt-4 text-sm">{t('bytes', { bytes: utf8ByteLength(payload) })}</p>
        )}
        <SettingsPanel
          t={t}
          size={size}
          onSize={setSize}
          level={chosenLevel}
          onLevel={setChosenLevel}
          dark={dark}
          onDark={setDark}
          light={light}
          onLight={setLight}
          logo={logo}
          onLogo={setLogo}
        />
      </div>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <QrPreview
          t={t}
          result={result}
          payload={deferredPayload}
          size={size}
          level={level}
          options={options}
          logo={logo}
          onClear={clear}
        />
      </div>
    </div>
  );
}
