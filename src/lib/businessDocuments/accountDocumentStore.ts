import type { Database, Json } from '../database.types';
import type { TypedSupabaseClient } from '../supabase';
import { failure, fromSupabaseError, success, type DataResult } from '../dataResult';
import {
  inTurn,
  rebaseOnOwnWrites,
  savedOwnWrite,
  withFieldRevisions,
} from '../revisions/ownWrites';
import { containsPattern, searchKey } from './searchDocuments';
import {
  normalizeContent,
  toDocumentSummary,
  toBusinessDocument,
  versionsFrom,
  type BusinessDocument,
  type DocumentContent,
  type DocumentVersion,
} from './businessDocument';
import type { DocumentStore } from './documentStore';

type CorrectArgs = Database['public']['Functions']['correct_business_document']['Args'];
type MoveArgs = Database['public']['Functions']['move_business_document']['Args'];

/** PostgreSQL's unique_violation: the account holds the number already. */
const UNIQUE_VIOLATION = '23505';

export type MoveResult =
  { ok: true; document: BusinessDocument } | { ok: false; reason: 'number_held' | 'failed' };

const TABLE = 'business_documents';
/** What the list and the search read: every column but the document itself. */
const SUMMARY_COLUMNS =
  'id,kind,number,title,client,transaction_date,amount,status,version,cancel_reason,created_at,updated_at,revision';
const COLUMNS = `${SUMMARY_COLUMNS},data`;
const VERSION_COLUMNS =
  'id,version,action,replaces_id,number,title,client,transaction_date,amount,data,reason,created_at';

/**
 * A document's data is the tool's own state as it would be written to JSON (strings, numbers,
 * booleans, arrays and plain objects); the column is jsonb. The tool's types are richer than
 * `Json`, so the value is passed through as the JSON it is.
 */
function columnsOf(content: DocumentContent) {
  const { data, ...rest } = normalizeContent(content);
  return { ...rest, data: data as { [key: string]: Json | undefined } };
}

function rowToDocument(row: unknown, context: string): DataResult<BusinessDocument> {
  const document = toBusinessDocument(row);
  return document ? success(document) : failure('database', `${context}: unexpected row`);
}

/**
 * Moves a document kept in a browser into the account whole (move_business_document): its id,
 * state and every version with its reason and time. 'number_held' when the account already
 * holds its number: claim another and move it again with `renumberedFrom`.
 */
export async function moveDocumentToAccount(
  getClient: () => Promise<TypedSupabaseClient>,
  document: BusinessDocument,
  versions: readonly DocumentVersion[],
  renumber: { from: string; to: string } | null = null,
): Promise<MoveResult> {
  const client = await getClient();
  const args: MoveArgs = {
    p_id: document.id,
    p_kind: document.kind,
    p_number: renumber ? renumber.to : document.number,
    p_data: document.data as { [key: string]: Json | undefined },
    p_status: document.status,
    p_cancel_reason: document.cancel_reason ?? '',
    p_created_at: document.created_at,
    p_updated_at: document.updated_at,
    p_versions: versions.map((version) => ({
      version: version.version,
      action: version.action,
      number: version.number,
      data: version.data as { [key: string]: Json | undefined },
      reason: version.reason,
      created_at: version.created_at,
    })),
    ...(renumber ? { p_renumbered_from: renumber.from } : {}),
  };
  const { data, error } = await client.rpc('move_business_document', args);
  if (error) {
    if (error.code === UNIQUE_VIOLATION && !renumber) return { ok: false, reason: 'number_held' };
    fromSupabaseError('move business document', error);
    return { ok: false, reason: 'failed' };
  }
  const moved = toBusinessDocument(data);
  return moved ? { ok: true, document: moved } : { ok: false, reason: 'failed' };
}

/**
 * Documents in the signed-in user's account (table business_documents). Row-level security
 * does the real guarding; the owner filter says what the query means.
 */
export function createAccountDocumentStore(
  getClient: () => Promise<TypedSupabaseClient>,
  userId: string,
): DocumentStore {
  return {
    where: 'account',

    // The search runs in the database: range conditions on the indexed 取引年月日 and amount
    // columns and the folded 取引先 (client_key), one page at a time, with the exact count.
    async search(criteria, page) {
      const client = await getClient();
      let query = client
        .from(TABLE)
        .select(SUMMARY_COLUMNS, { count: 'exact' })
        .eq('user_id', userId);
      if (criteria.dateFrom) query = query.gte('transaction_date', criteria.dateFrom);
      if (criteria.dateTo) query = query.lte('transaction_date', criteria.dateTo);
      if (criteria.amountMin !== null) query = query.gte('amount', criteria.amountMin);
      if (criteria.amountMax !== null) query = query.lte('amount', criteria.amountMax);
      const key = searchKey(criteria.client);
      if (key) query = query.like('client_key', containsPattern(key));
      const { data, error, count } = await query
        .order('updated_at', { ascending: false })
        .order('id', { ascending: false })
        .range(page.offset, page.offset + page.limit - 1);
      if (error) return fromSupabaseError('search business documents', error);
      const rows = (data ?? []).map(toDocumentSummary).filter((row) => row !== null);
      return success({ rows, total: count ?? rows.length });
    },

    async get(id: string) {
      const client = await getClient();
      const { data, error } = await client.from(TABLE).select(COLUMNS).eq('id', id).maybeSingle();
      if (error) return fromSupabaseError('read business document', error);
      return success(data ? toBusinessDocument(data) : null);
    },

    async create(content: DocumentContent) {
      const client = await getClient();
      const { data, error } = await client
        .from(TABLE)
        .insert({ user_id: userId, ...columnsOf(content) })
        .select(COLUMNS)
        .single();
      if (error) return fromSupabaseError('save business document', error);
      return rowToDocument(data, 'save business document');
    },

    async update(id: string, content: DocumentContent, baseRevision?: number) {
      const client = await getClient();
      const { kind: _kind, ...changes } = columnsOf(content);
      const row = `business_documents:${id}`;
      return inTurn(row, async () => {
        // Never past an own write in which someone else changed a field this one changes.
        const base =
          baseRevision === undefined
            ? undefined
            : rebaseOnOwnWrites(row, baseRevision, Object.keys(changes));
        const { data, error } = await client
          .from(TABLE)
          .update({
            ...changes,
            updated_at: new Date().toISOString(),
            ...(base === undefined ? {} : { base_revision: base }),
          })
          .eq('id', id)
          .select(withFieldRevisions(COLUMNS))
          .maybeSingle();
        if (error) return fromSupabaseError('update business document', error);
        if (!data) return failure('not_found', 'update business document: no such document');
        const saved = savedOwnWrite(row, base, data);
        return rowToDocument(saved, 'update business document');
      });
    },

    async remove(id: string) {
      const client = await getClient();
      const { error } = await client.from(TABLE).delete().eq('id', id);
      return error ? fromSupabaseError('delete business document', error) : success(null);
    },

    async restore(document: BusinessDocument) {
      const client = await getClient();
      const { data, error } = await client
        .from(TABLE)
        .insert({
          id: document.id,
          user_id: userId,
          ...columnsOf(document),
          created_at: document.created_at,
          updated_at: document.updated_at,
        })
        .select(COLUMNS)
        .single();
      if (error) return fromSupabaseError('restore business document', error);
      return rowToDocument(data, 'restore business document');
    },

    async issue(id: string) {
      const client = await getClient();
      const { data, error } = await client.rpc('issue_business_document', { p_id: id });
      if (error) return fromSupabaseError('issue business document', error);
      return rowToDocument(data, 'issue business document');
    },

    async correct(id: string, content: DocumentContent, reason: string) {
      const client = await getClient();
      const columns = columnsOf(content);
      // The database derives the title, client, date and amount from the data (and refuses a
      // date or amount that is not the data's own); null leaves them to it. The generated
      // Args type has no nulls.
      const args = {
        p_id: id,
        p_title: columns.title,
        p_client: columns.client,
        p_data: columns.data,
        p_transaction_date: null,
        p_amount: null,
        p_customer_id: null,
        p_reason: reason,
      } as unknown as CorrectArgs;
      const { data, error } = await client.rpc('correct_business_document', args);
      if (error) return fromSupabaseError('correct business document', error);
      return rowToDocument(data, 'correct business document');
    },

    async cancel(id: string, reason: string) {
      const client = await getClient();
      const { data, error } = await client.rpc('cancel_business_document', {
        p_id: id,
        p_reason: reason,
      });
      if (error) return fromSupabaseError('cancel business document', error);
      return rowToDocument(data, 'cancel business document');
    },

    async versions(id: string) {
      const client = await getClient();
      const { data, error } = await client
        .from('business_document_versions')
        .select(VERSION_COLUMNS)
        .eq('document_id', id)
        .order('version', { ascending: true });
      if (error) return fromSupabaseError('list document versions', error);
      return success(versionsFrom(data ?? []));
    },
  };
}
