import { useId } from 'react';
import type { TFunction } from 'i18next';
import { hasEdgeSpaces, type WifiDetails, type WifiSecurity } from './qrPayloads';

interface Props {
  t: TFunction;
  wifi: WifiDetails;
  onWifi: (wifi: WifiDetails) => void;
}

/** Network name, security, password and hidden flag of a Wi-Fi QR code. */
export function WifiFields({ t, wifi, onWifi }: Props) {
  const id = useId();
  // Spaces at either end belong to the name or passphrase; say so, as they are easy to miss.
  const ssidSpaces = hasEdgeSpaces(wifi.ssid);
  const passwordSpaces = wifi.security !== 'nopass' && hasEdgeSpaces(wifi.password);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label className="label" htmlFor={`${id}-ssid`}>
          {t('wifi.ssid')}
        </label>
        <input
          id={`${id}-ssid`}
          className="input"
          autoComplete="off"
          value={wifi.ssid}
          aria-describedby={ssidSpaces ? `${id}-ssid-spaces` : undefined}
          onChange={(event) => onWifi({ ...wifi, ssid: event.target.value })}
        />
        {ssidSpaces && (
          <p id={`${id}-ssid-spaces`} className="alert-warning text-sm">
            {t('wifi.ssid_spaces')}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label className="label" htmlFor={`${id}-security`}>
          {t('wifi.security')}
        </label>
        <select
          id={`${id}-security`}
          className="input"
          value={wifi.security}
          onChange={(event) => onWifi({ ...wifi, security: event.target.value as WifiSecurity })}
        >
          <option value="WPA">{t('wifi.security_wpa')}</option>
          <option value="WEP">{t('wifi.security_wep')}</option>
          <option value="nopass">{t('wifi.security_none')}</option>
        </select>
      </div>
      {wifi.security !== 'nopass' && (
        <div className="flex flex-col gap-1">
          <label className="label" htmlFor={`${id}-password`}>
            {t('wifi.password')}
          </label>
          <input
            id={`${id}-password`}
            className="input"
            autoComplete="off"
            spellCheck={false}
            value={wifi.password}
            aria-describedby={passwordSpaces ? `${id}-password-spaces` : undefined}
            onChange={(event) => onWifi({ ...wifi, password: event.target.value })}
          />
          {passwordSpaces && (
            <p id={`${id}-password-spaces`} className="alert-warning text-sm">
              {t('wifi.password_spaces')}
            </p>
          )}
        </div>
      )}
      <label className="flex items-center gap-2 self-end py-2">
        <input
          type="checkbox"
          checked={wifi.hidden}
          onChange={(event) => onWifi({ ...wifi, hidden: event.target.checked })}
        />
        {t('wifi.hidden')}
      </label>
      <p className="muted text-sm sm:col-span-2">{t('wifi.help')}</p>
    </div>
  );
}
