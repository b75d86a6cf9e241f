import type { Json } from '../database.types';
import type { TypedSupabaseClient } from '../supabase';
import { failure, fromSupabaseError, success, type DataResult } from '../dataResult';
import {
  normalizeContent,
  sortDocuments,
  toBusinessDocument,
  type BusinessDocument,
  type DocumentContent,
} from './businessDocument';
import type { DocumentStore } from './documentStore';

const TABLE = 'business_documents';
const COLUMNS = 'id,kind,number,title,client,data,created_at,updated_at';

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
 * Documents in the signed-in user's account (table business_documents). Row-level security
 * does the real guarding; the owner filter says what the query means.
 */
export function createAccountDocumentStore(
  getClient: () => Promise<TypedSupabaseClient>,
  userId: string,
): DocumentStore {
  return {
    where: 'account',

    async list() {
      const client = await getClient();
      const { data, error } = await client
        .from(TABLE)
        .select(COLUMNS)
        .eq('user_id', userId)
        .order('updated_at', { ascending: false });
      if (error) return fromSupabaseError('list business documents', error);
      const documents = (data ?? [])
        .map(toBusinessDocument)
        .filter((document): document is BusinessDocument => document !== null);
      return success(sortDocuments(documents));
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

    async update(id: string, content: DocumentContent) {
      const client = await getClient();
      const { kind: _kind, ...changes } = columnsOf(content);
      const { data, error } = await client
        .from(TABLE)
        .update({ ...changes, updated_at: new Date().toISOString() })
        .eq('id', id)
        .select(COLUMNS)
        .maybeSingle();
      if (error) return fromSupabaseError('update business document', error);
      if (!data) return failure('not_found', 'update business document: no such document');
      return rowToDocument(data, 'update business document');
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
  };
}
