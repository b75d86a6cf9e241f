import { buildCsv, textCell } from '../csv';
import type { CustomerInput } from './customer';

/** Column headings of the customers CSV (Japanese, as Excel users expect them). */
export const CUSTOMER_CSV_COLUMNS = [
  '取引先名',
  '敬称',
  '郵便番号',
  '住所',
  '担当者',
  'メールアドレス',
  '部署',
];

export function buildCustomersCsv(customers: readonly CustomerInput[]): string {
  return buildCsv([
    CUSTOMER_CSV_COLUMNS,
    ...customers.map((customer) => [
      textCell(customer.name),
      customer.honorific === 'sama' ? '様' : '御中',
      textCell(customer.postalCode),
      textCell(customer.address),
      textCell(customer.person),
      textCell(customer.email),
      textCell(customer.department),
    ]),
  ]);
}

/**
 * RFC 4180 fields and records (quoted fields with doubled quotes, CRLF or LF line ends). A few
 * lines of our own rather than a parser library: the file is small, the format is the one
 * buildCsv writes (and Excel saves), and the customers panel would otherwise carry the library.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

/** Undoes the apostrophe buildCsv puts before a formula-like text. */
const untext = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/**
 * Customers from a CSV with a heading row: columns are found by heading (any order; missing
 * ones are blank). Rows without a name are skipped and counted. `headed` is false when no
 * column is headed 取引先名 (then nothing can be read).
 */
export function parseCustomersCsv(text: string): {
  customers: CustomerInput[];
  skipped: number;
  headed: boolean;
} {
  const [heading = [], ...rows] = parseCsv(text);
  const column = (name: string) => heading.findIndex((cell) => cell.trim() === name);
  const [name, honorific, postalCode, address, person, email, department] =
    CUSTOMER_CSV_COLUMNS.map(column);
  const cell = (row: string[], index: number | undefined) =>
    index === undefined || index < 0 ? '' : untext((row[index] ?? '').trim());
  let skipped = 0;
  const customers: CustomerInput[] = [];
  for (const row of rows) {
    const customer: CustomerInput = {
      name: cell(row, name),
      honorific: cell(row, honorific) === '様' ? 'sama' : 'onchu',
      postalCode: cell(row, postalCode),
      address: cell(row, address),
      department: cell(row, department),
      person: cell(row, person),
      email: cell(row, email),
    };
    if (customer.name === '') skipped += 1;
    else customers.push(customer);
  }
  return { customers, skipped, headed: name !== undefined && name >= 0 };
}

/** What an import will do: the customers to add, and the rows left out, by reason. */
export interface CustomerImportPlan {
  add: CustomerInput[];
  skipped: { noName: number; alreadySaved: number; repeated: number };
  headed: boolean;
}

/**
 * The customers of a CSV to add beside those already saved: a row without a name, a customer
 * already saved, and a second row of the same customer in the file are left out and counted.
 */
export function planCustomerImport(
  text: string,
  saved: readonly string[],
  sameName: (a: string, b: string) => boolean,
): CustomerImportPlan {
  const { customers, skipped, headed } = parseCustomersCsv(text);
  const plan: CustomerImportPlan = {
    add: [],
    skipped: { noName: skipped, alreadySaved: 0, repeated: 0 },
    headed,
  };
  for (const customer of customers) {
    if (saved.some((name) => sameName(name, customer.name))) plan.skipped.alreadySaved += 1;
    else if (plan.add.some((added) => sameName(added.name, customer.name)))
      plan.skipped.repeated += 1;
    else plan.add.push(customer);
  }
  return plan;
}
