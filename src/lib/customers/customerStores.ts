import { failure, fromSupabaseError, success, type DataResult } from '../dataResult';
import { readString, writeJson } from '../storage';
import type { TypedSupabaseClient } from '../supabase';
import {
  byName,
  normalizeCustomer,
  sameName,
  toCustomer,
  type Customer,
  type CustomerInput,
} from './customer';

/** Where customers are kept: the account (signed in) or this browser. */
export interface CustomerStore {
  where: 'account' | 'browser';
  list(): Promise<DataResult<Customer[]>>;
  create(input: CustomerInput): Promise<DataResult<Customer>>;
  update(id: string, input: CustomerInput): Promise<DataResult<Customer>>;
  remove(id: string): Promise<DataResult<null>>;
}

const BLANK_NAME = 'a customer needs a name';

/** Browser storage key of visitors' customers. */
export const LOCAL_CUSTOMERS_STORAGE_KEY = 'customers';

export function loadLocalCustomers(): Customer[] {
  const raw = readString(LOCAL_CUSTOMERS_STORAGE_KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed
          .map(toCustomer)
          .filter((c): c is Customer => c !== null)
          .sort(byName)
      : [];
  } catch {
    return [];
  }
}

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function createLocalCustomerStore(now: () => Date = () => new Date()): CustomerStore {
  const save = (customers: Customer[], result: Customer) => {
    const json = JSON.stringify(customers);
    writeJson(LOCAL_CUSTOMERS_STORAGE_KEY, customers);
    return readString(LOCAL_CUSTOMERS_STORAGE_KEY) === json
      ? success(result)
      : failure('database', 'browser storage refused the write');
  };
  return {
    where: 'browser',
    async list() {
      return success(loadLocalCustomers());
    },
    async create(input) {
      const clean = normalizeCustomer(input);
      if (!clean) return failure('database', BLANK_NAME);
      const time = now().toISOString();
      const customer: Customer = { id: newId(), ...clean, created_at: time, updated_at: time };
      return save([...loadLocalCustomers(), customer], customer);
    },
    async update(id, input) {
      const clean = normalizeCustomer(input);
      if (!clean) return failure('database', BLANK_NAME);
      const customers = loadLocalCustomers();
      const existing = customers.find((customer) => customer.id === id);
      if (!existing) return failure('not_found', 'no such customer in this browser');
      const updated = { ...existing, ...clean, updated_at: now().toISOString() };
      return save(
        customers.map((customer) => (customer.id === id ? updated : customer)),
        updated,
      );
    },
    async remove(id) {
      const kept = loadLocalCustomers().filter((customer) => customer.id !== id);
      writeJson(LOCAL_CUSTOMERS_STORAGE_KEY, kept);
      return success(null);
    },
  };
}

const COLUMNS =
  'id,name,honorific,postal_code,address,department,person,email,created_at,updated_at';

function fromRow(row: Record<string, unknown>): Customer | null {
  return toCustomer({ ...row, postalCode: row.postal_code });
}

const toRow = (input: CustomerInput) => ({
  name: input.name,
  honorific: input.honorific,
  postal_code: input.postalCode,
  address: input.address,
  department: input.department,
  person: input.person,
  email: input.email,
});

/** Customers in the signed-in user's account (table customers; RLS does the guarding). */
export function createAccountCustomerStore(
  getClient: () => Promise<TypedSupabaseClient>,
  userId: string,
): CustomerStore {
  const one = (data: unknown, context: string): DataResult<Customer> => {
    const customer = fromRow((data ?? {}) as Record<string, unknown>);
    return customer ? success(customer) : failure('database', `${context}: unexpected row`);
  };
  return {
    where: 'account',
    async list() {
      const client = await getClient();
      const { data, error } = await client
        .from('customers')
        .select(COLUMNS)
        .eq('user_id', userId)
        .order('name');
      if (error) return fromSupabaseError('list customers', error);
      return success(
        (data ?? []).map((row) => fromRow(row)).filter((c): c is Customer => c !== null),
      );
    },
    async create(input) {
      const clean = normalizeCustomer(input);
      if (!clean) return failure('database', BLANK_NAME);
      const client = await getClient();
      const { data, error } = await client
        .from('customers')
        .insert({ user_id: userId, ...toRow(clean) })
        .select(COLUMNS)
        .single();
      if (error) return fromSupabaseError('add customer', error);
      return one(data, 'add customer');
    },
    async update(id, input) {
      const clean = normalizeCustomer(input);
      if (!clean) return failure('database', BLANK_NAME);
      const client = await getClient();
      const { data, error } = await client
        .from('customers')
        .update({ ...toRow(clean), updated_at: new Date().toISOString() })
        .eq('id', id)
        .select(COLUMNS)
        .maybeSingle();
      if (error) return fromSupabaseError('change customer', error);
      if (!data) return failure('not_found', 'no such customer');
      return one(data, 'change customer');
    },
    async remove(id) {
      const client = await getClient();
      const { error } = await client.from('customers').delete().eq('id', id);
      return error ? fromSupabaseError('delete customer', error) : success(null);
    },
  };
}

/** Moves this browser's customers into the account (a name the account has is not added twice). */
export async function moveLocalCustomers(account: CustomerStore): Promise<number> {
  const local = loadLocalCustomers();
  if (local.length === 0) return 0;
  const listed = await account.list();
  if (!listed.ok) return 0;
  const names = listed.data.map((customer) => customer.name);
  let moved = 0;
  const left = [];
  for (const customer of local) {
    const held = names.some((name) => sameName(name, customer.name));
    if (held || (await account.create(customer)).ok) moved += 1;
    else left.push(customer);
  }
  writeJson(LOCAL_CUSTOMERS_STORAGE_KEY, left);
  return moved;
}
