/**
 * A customer (取引先): the recipient of documents. Kept in the signed-in user's account (table
 * customers) or, for everyone else, in this browser.
 */
export const CUSTOMER_HONORIFICS = ['onchu', 'sama'] as const;
/** 御中 for a company or department, 様 for a person. */
export type CustomerHonorific = (typeof CUSTOMER_HONORIFICS)[number];

export interface CustomerInput {
  name: string;
  honorific: CustomerHonorific;
  postalCode: string;
  address: string;
  /** 部署 (the department at the customer), printed above the person. */
  department: string;
  /** 担当者 (the person at the customer). */
  person: string;
  email: string;
}

export interface Customer extends CustomerInput {
  id: string;
  created_at: string;
  updated_at: string;
}

/** The limits the table checks, so the browser refuses what the server would. */
export const CUSTOMER_LIMITS: Record<Exclude<keyof CustomerInput, 'honorific'>, number> = {
  name: 200,
  postalCode: 20,
  address: 500,
  department: 100,
  person: 100,
  email: 254,
};

export function isCustomerHonorific(value: unknown): value is CustomerHonorific {
  return value === 'onchu' || value === 'sama';
}

/** Trimmed and cut to the limits; null when the name is blank. */
export function normalizeCustomer(input: CustomerInput): CustomerInput | null {
  const cut = (value: string, field: keyof typeof CUSTOMER_LIMITS) =>
    value.trim().slice(0, CUSTOMER_LIMITS[field]);
  const name = cut(input.name, 'name');
  if (name.replace(/[\s\u3000]/g, '') === '') return null;
  return {
    name,
    honorific: isCustomerHonorific(input.honorific) ? input.honorific : 'onchu',
    postalCode: cut(input.postalCode, 'postalCode'),
    address: cut(input.address, 'address'),
    department: cut(input.department ?? '', 'department'),
    person: cut(input.person, 'person'),
    email: cut(input.email, 'email'),
  };
}

/** A customer from browser storage (same shape), or null. */
export function toCustomer(value: unknown): Customer | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const text = (field: string) =>
    typeof record[field] === 'string' ? (record[field] as string) : '';
  if (typeof record.id !== 'string' || text('name') === '') return null;
  return {
    id: record.id,
    name: text('name'),
    honorific: isCustomerHonorific(record.honorific) ? record.honorific : 'onchu',
    postalCode: text('postalCode'),
    address: text('address'),
    department: text('department'),
    person: text('person'),
    email: text('email'),
    created_at: text('created_at'),
    updated_at: text('updated_at'),
  };
}

export const byName = (a: Customer, b: Customer) => a.name.localeCompare(b.name, 'ja');

/** The same customer (by name, ignoring width and spaces), to avoid registering one twice. */
export function sameName(a: string, b: string): boolean {
  const fold = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');
  return fold(a) === fold(b);
}
