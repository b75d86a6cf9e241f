import type { QuoteHeader } from './quoteTypes';

/**
 * Where the recipient's address goes on the first page so that a 長3 window envelope shows it
 * (docs/business-documents.md, "Window envelopes", says how these figures were chosen).
 *
 * - 長形3号 (長3) is 120 × 235 mm (JIS S 5502). An A4 sheet (210 × 297) folded in three is
 *   210 × 99 mm; it goes in with the top third facing the front, the envelope read lying on its
 *   side (235 wide, 120 high), as 日本郵便 allows for window envelopes used sideways.
 * - The window of the common stock 長3 window envelope is 90 × 45 mm, 23 mm from the left edge
 *   and 13 mm from the top edge (日本郵便 asks for an address window of at least 45 × 80 mm and
 *   for the address to stay inside it when the contents move).
 * - The folded sheet can move inside: 25 mm along the envelope and 21 mm across. Placed against
 *   the top-left corner or centred (the fold's spring keeps it within half its play), the window
 *   always covers the sheet's area from 23 to 100.5 mm across and 13 to 47.5 mm down.
 *
 * The address block (郵便番号, 住所 in up to two lines, company in up to two, 部署, 担当者) is drawn
 * 2 mm inside that area on every side: 25–98.5 mm across and 15–45.5 mm down.
 */

/** Millimetres from the sheet's top-left corner. */
export const WINDOW_SAFE_AREA = { left: 23, top: 13, right: 100.5, bottom: 47.5 } as const;
export const ADDRESS_BLOCK = { left: 25, top: 15, width: 73.5, height: 30.5 } as const;

export interface AddressLines {
  postalCode: string;
  address: string;
  /** The company, with 御中 when nobody below it is named (or 様 for a person). */
  company: string;
  /** The department, with 御中 when no person is named. */
  department: string;
  /** The person, with 様. */
  person: string;
}

/** Whether the document prints the window-envelope address (it has a postal code or address). */
export function hasPostalAddress(header: Pick<QuoteHeader, 'clientPostalCode' | 'clientAddress'>) {
  return header.clientPostalCode.trim() !== '' || header.clientAddress.trim() !== '';
}

const strip = (text: string) => text.trim().replace(/\s*(御中|様|殿)$/, '');

/** The address block's text: the honorific goes on the last line that names someone. */
export function addressLines(header: QuoteHeader): AddressLines {
  const postal = header.clientPostalCode.trim().replace(/^〒\s*/, '');
  const company = strip(header.clientName);
  const department = header.clientDepartment.trim();
  const person = strip(header.clientPerson);
  const companyHonorific = header.honorific === 'sama' ? '様' : '御中';
  return {
    postalCode: postal ? `〒${postal}` : '',
    address: header.clientAddress.trim(),
    company: department || person || !company ? company : `${company} ${companyHonorific}`,
    department: department && !person ? `${department} 御中` : department,
    person: person ? `${person} 様` : '',
  };
}
