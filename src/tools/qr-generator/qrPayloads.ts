/**
 * Texts that phones turn into actions when they scan them: join a Wi-Fi network, add a contact.
 * MECARD is the compact Japanese (NTT docomo) format with a reading field; vCard is universal.
 */

export type WifiSecurity = 'WPA' | 'WEP' | 'nopass';

export interface WifiDetails {
  ssid: string;
  password: string;
  security: WifiSecurity;
  hidden: boolean;
}

export interface ContactDetails {
  familyName: string;
  givenName: string;
  familyNameReading: string;
  givenNameReading: string;
  organization: string;
  phone: string;
  email: string;
  url: string;
  address: string;
  note: string;
}

export const EMPTY_WIFI: WifiDetails = { ssid: '', password: '', security: 'WPA', hidden: false };
export const EMPTY_CONTACT: ContactDetails = {
  familyName: '',
  givenName: '',
  familyNameReading: '',
  givenNameReading: '',
  organization: '',
  phone: '',
  email: '',
  url: '',
  address: '',
  note: '',
};

/** Wi-Fi and MECARD values escape \ ; , : and " with a backslash (ZXing's definition). */
function escapeMeValue(value: string): string {
  return value.replace(/([\\;,:"])/g, '\\$1');
}

/** One line: MECARD and Wi-Fi fields cannot hold line breaks. */
function singleLine(value: string): string {
  return value.replace(/\r\n|\r|\n/g, ' ').trim();
}

/** True when the value starts or ends with white space, which is easy to miss on screen. */
export function hasEdgeSpaces(value: string): boolean {
  return /^\s|\s$/.test(value);
}

/**
 * WIFI:T:WPA;S:ssid;P:password;H:true;; — empty when there is no network name. Network names
 * and WPA passphrases may begin or end with spaces, so both go in exactly as typed (a phone
 * given a trimmed name or password could not join); only line breaks, which neither can hold,
 * become spaces.
 */
export function buildWifiPayload(details: WifiDetails): string {
  if (details.ssid.trim() === '') return '';
  const exact = (value: string) => escapeMeValue(value.replace(/\r\n|\r|\n/g, ' '));
  const parts = [`T:${details.security}`, `S:${exact(details.ssid)}`];
  if (details.security !== 'nopass' && details.password !== '') {
    parts.push(`P:${exact(details.password)}`);
  }
  if (details.hidden) parts.push('H:true');
  return `WIFI:${parts.join(';')};;`;
}

function hasContact(details: ContactDetails): boolean {
  return Object.values(details).some((value) => value.trim() !== '');
}

/** MECARD:N:family,given;SOUND:reading,reading;TEL:…;; — empty when every field is. */
export function buildMecardPayload(details: ContactDetails): string {
  if (!hasContact(details)) return '';
  const fields: string[] = [];
  const add = (key: string, ...values: string[]) => {
    const cleaned = values.map((value) => escapeMeValue(singleLine(value)));
    if (cleaned.some((value) => value !== '')) {
      fields.push(
        `${key}:${cleaned.filter((value, index) => value !== '' || index === 0).join(',')}`,
      );
    }
  };
  add('N', details.familyName, details.givenName);
  add('SOUND', details.familyNameReading, details.givenNameReading);
  add('TEL', details.phone);
  add('EMAIL', details.email);
  add('ORG', details.organization);
  add('ADR', details.address);
  add('URL', details.url);
  add('NOTE', details.note);
  return `MECARD:${fields.join(';')};;`;
}

/** vCard text values escape \ , ; and line breaks (RFC 6350 §3.4). */
function escapeVcardText(value: string): string {
  return value
    .trim()
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * vCard 3.0 with CRLF line ends. Readings go into X-PHONETIC-* (read by iOS and Android
 * contacts). `nameOrder` decides the display name: 山田 太郎 or Taro Yamada.
 */
export function buildVcardPayload(
  details: ContactDetails,
  nameOrder: 'family-first' | 'given-first' = 'family-first',
): string {
  if (!hasContact(details)) return '';
  const family = escapeVcardText(details.familyName);
  const given = escapeVcardText(details.givenName);
  const names = nameOrder === 'family-first' ? [family, given] : [given, family];
  const displayName = names.filter((name) => name !== '').join(' ');
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${family};${given};;;`, `FN:${displayName}`];
  const add = (key: string, value: string) => {
    const escaped = escapeVcardText(value);
    if (escaped !== '') lines.push(`${key}:${escaped}`);
  };
  add('X-PHONETIC-LAST-NAME', details.familyNameReading);
  add('X-PHONETIC-FIRST-NAME', details.givenNameReading);
  add('ORG', details.organization);
  add('TEL;TYPE=CELL', details.phone);
  add('EMAIL', details.email);
  if (details.address.trim() !== '') lines.push(`ADR:;;${escapeVcardText(details.address)};;;;`);
  // A URI is not text: commas in it must stay as they are.
  if (singleLine(details.url) !== '') lines.push(`URL:${singleLine(details.url)}`);
  add('NOTE', details.note);
  lines.push('END:VCARD');
  return lines.join('\r\n');
}
