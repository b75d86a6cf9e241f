import { fromSupabaseError, success, type DataResult } from '../dataResult';
import type { TypedSupabaseClient } from '../supabase';
import type { NumberedKind } from './numberingSettings';

const TABLE = 'document_numbers';
/** PostgreSQL's unique_violation: the number is already the account's. */
const UNIQUE_VIOLATION = '23505';

export interface NumberClaim {
  kind: NumberedKind;
  number: string;
  counterKey: string;
  sequence: number;
  /** YYYY-MM-DD in Japan. */
  issuedOn: string;
}

/**
 * The signed-in user's numbers (table document_numbers). The table's unique constraint on
 * (user_id, number) is what keeps two devices from ever holding the same number: a claim that
 * loses the race is refused by the database and the caller tries the next number.
 */
export function createAccountNumbering(
  getClient: () => Promise<TypedSupabaseClient>,
  userId: string,
) {
  return {
    /** The highest sequence the account has issued under a counter (0 for none). */
    async highestSequence(counterKey: string): Promise<DataResult<number>> {
      const client = await getClient();
      const { data, error } = await client
        .from(TABLE)
        .select('sequence')
        .eq('user_id', userId)
        .eq('counter_key', counterKey)
        .order('sequence', { ascending: false })
        .limit(1);
      if (error) return fromSupabaseError('read numbering', error);
      return success(data?.[0]?.sequence ?? 0);
    },

    /** 'taken' when the account already holds the number (issued on another device). */
    async claim(entry: NumberClaim): Promise<DataResult<'claimed' | 'taken'>> {
      const client = await getClient();
      const { error } = await client.from(TABLE).insert({
        user_id: userId,
        kind: entry.kind,
        number: entry.number,
        counter_key: entry.counterKey,
        sequence: entry.sequence,
        issued_on: entry.issuedOn,
      });
      if (!error) return success('claimed');
      if (error.code === UNIQUE_VIOLATION) return success('taken');
      return fromSupabaseError('claim number', error);
    },
  };
}

export type AccountNumbering = ReturnType<typeof createAccountNumbering>;
