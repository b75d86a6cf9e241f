/**
 * The sender profile (自社情報): the user's own company and contact details, typed once and used
 * by every document (quote, invoice, delivery note, minutes, expense report) and by the mail
 * tools' opening line and signature. Pure data and validation; storage is in
 * `senderProfileStorage.ts`, the React hook in `useSenderProfile.ts`.
 */
export interface SenderProfile {
  /** 会社名 / Company (or trade name of a sole proprietor). */
  companyName: string;
  /** 部署 / Department. */
  department: string;
  /** 担当者 / Person in charge, as the user writes their own name (佐藤 花子). */
  personName: string;
  /** 〒 postal code, as typed (123-4567). */
  postalCode: string;
  /** 住所 / Postal address, one or more lines. */
  address: string;
  tel: string;
  email: string;
  /** 登録番号 (T + 13 digits) as typed; checked with checkRegistrationNumber. */
  registrationNumber: string;
  /** 振込先 / Bank account for transfers, free text (銀行名 支店名 普通 1234567 名義). */
  bankAccount: string;
  /** 角印 or logo as a data: URL (PNG, JPEG or SVG), or '' for none. */
  sealImage: string;
}

export const SENDER_PROFILE_FIELDS = [
  'companyName',
  'department',
  'personName',
  'postalCode',
  'address',
  'tel',
  'email',
  'registrationNumber',
  'bankAccount',
  'sealImage',
] as const satisfies readonly (keyof SenderProfile)[];

export const EMPTY_SENDER_PROFILE: SenderProfile = {
  companyName: '',
  department: '',
  personName: '',
  postalCode: '',
  address: '',
  tel: '',
  email: '',
  registrationNumber: '',
  bankAccount: '',
  sealImage: '',
};

/**
 * Reads a profile from anything (browser storage, a database row's JSON): unknown keys are
 * dropped, missing or non-string fields become ''. Returns null when the value is not an object.
 */
export function toSenderProfile(value: unknown): SenderProfile | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const profile: SenderProfile = { ...EMPTY_SENDER_PROFILE };
  for (const field of SENDER_PROFILE_FIELDS) {
    const fieldValue = record[field];
    if (typeof fieldValue === 'string') profile[field] = fieldValue;
  }
  return profile;
}

/** True when no field has been filled in (white space counts as empty). */
export function isSenderProfileEmpty(profile: SenderProfile): boolean {
  return SENDER_PROFILE_FIELDS.every((field) => profile[field].trim() === '');
}
