import type { DocumentDataOptions } from './documents.ts';

/**
 * Many documents of every kind from a seed, for the search's test and bench, each with the index
 * a reader would take from it (取引年月日, the amount it states, the 取引先), worked out here on
 * its own terms and not with the product's code: lines summed per rate, tax rounded down once per
 * rate, 源泉徴収 (10.21 %, 20.42 % above a million yen) taken off where withheld, never on a 納品書.
 */
export interface SeededDocument {
  id: string;
  kind: 'quote' | 'invoice' | 'delivery_note' | 'receipt';
  number: string;
  data: DocumentDataOptions;
  /** Distinct for each document, a second apart: the order a list shows them in. */
  updatedAt: string;
  index: { date: string | null; amount: number; client: string };
}

const CLIENTS = [
  ['株式会社サンプル商事', 'onchu'],
  ['株式会社ｻﾝﾌﾟﾙ', 'onchu'],
  ['ＡＢＣ商会', 'onchu'],
  ['abc trading', 'onchu'],
  ['山田 太郎', 'sama'],
  ['山田　花子', 'sama'],
  ['有限会社テスト 御中', 'onchu'],
  ['Office 100%_test', 'onchu'],
  ['鈴木一郎様', 'sama'],
  ['合同会社みらい', 'onchu'],
] as const;
const KINDS = ['quote', 'invoice', 'delivery_note', 'receipt'] as const;

function withholding(payment: number): number {
  if (payment <= 0) return 0;
  if (payment <= 1_000_000) return Math.floor((payment * 1021) / 10_000);
  return 102_100 + Math.floor(((payment - 1_000_000) * 2042) / 10_000);
}

export function seededDocuments(count: number, seed: number): SeededDocument[] {
  let state = seed >>> 0;
  const random = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (max: number) => Math.floor(random() * (max + 1));
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, index): SeededDocument => {
    const kind = KINDS[integer(3)] ?? 'invoice';
    const [name, honorific] = CLIENTS[integer(CLIENTS.length - 1)] ?? CLIENTS[0];
    const dated = random() > 0.02;
    const date = dated
      ? new Date(Date.UTC(2024, 0, 1) + integer(1095) * 86_400_000).toISOString().slice(0, 10)
      : '';
    const items = Array.from({ length: 1 + integer(2) }, () => ({
      quantity: String(1 + integer(4)),
      unitPrice: String(integer(40) * 10_000 + integer(9) * 100),
      taxRate: (random() < 0.3 ? 8 : 10) as 8 | 10,
    }));
    const withheld = (kind === 'invoice' || kind === 'receipt') && random() < 0.2;
    let base10 = 0;
    let base8 = 0;
    for (const item of items) {
      const amount = Number(item.quantity) * Number(item.unitPrice);
      if (item.taxRate === 8) base8 += amount;
      else base10 += amount;
    }
    const subtotal = base10 + base8;
    const total = subtotal + Math.floor(base10 / 10) + Math.floor((base8 * 8) / 100);
    const trimmed = name.trim();
    const client = /(御中|様|殿)$/.test(trimmed)
      ? trimmed
      : `${trimmed} ${honorific === 'sama' ? '様' : '御中'}`;
    const number = `S${seed}-${String(index).padStart(5, '0')}`;
    return {
      id: `00000000-0000-4000-8000-${String(seed % 1000).padStart(3, '0')}${String(index).padStart(9, '0')}`,
      kind,
      number,
      data: {
        kind,
        number,
        client: name,
        honorific,
        subject: `案件${index}`,
        date,
        items,
        perItemTax: true,
        withholding: withheld,
      },
      updatedAt: new Date(start + index * 1000).toISOString(),
      index: {
        date: date || null,
        amount: total - (withheld ? withholding(subtotal) : 0),
        client,
      },
    };
  });
}
