import type { TypedSupabaseClient } from '../supabase';
import { failure, fromSupabaseError, success, type DataResult } from '../dataResult';
import { EMPTY_SENDER_PROFILE, type SenderProfile } from './senderProfile';

/** The table's column for each profile field (public.sender_profiles). */
const COLUMN_OF = {
  companyName: 'company_name',
  department: 'department',
  personName: 'person_name',
  postalCode: 'postal_code',
  address: 'address',
  tel: 'tel',
  email: 'email',
  registrationNumber: 'registration_number',
  bankAccount: 'bank_account',
  sealImage: 'seal_image',
} as const satisfies Record<keyof SenderProfile, string>;

const FIELDS = Object.keys(COLUMN_OF) as (keyof SenderProfile)[];

export function profileFromRow(row: Record<string, unknown>): SenderProfile {
  const profile = { ...EMPTY_SENDER_PROFILE };
  for (const field of FIELDS) {
    const value = row[COLUMN_OF[field]];
    if (typeof value === 'string') profile[field] = value;
  }
  return profile;
}

export function rowFromProfile(profile: SenderProfile): Record<string, string> {
  return Object.fromEntries(FIELDS.map((field) => [COLUMN_OF[field], profile[field]]));
}

/**
 * The signed-in user's sender profile in their account. Guests (anonymous users) have none:
 * row-level security refuses them, and this module does not ask.
 */
export function createSenderProfileAccount(getClient: () => Promise<TypedSupabaseClient>) {
  async function signedInUser(client: TypedSupabaseClient): Promise<string | null> {
    const { data } = await client.auth.getSession();
    const user = data.session?.user;
    return user && !user.is_anonymous ? user.id : null;
  }

  return {
    /** The stored profile, or null when the account has none yet. */
    async load(): Promise<DataResult<SenderProfile | null>> {
      const client = await getClient();
      const userId = await signedInUser(client);
      if (!userId) return failure('session', 'not signed in');
      const { data, error } = await client
        .from('sender_profiles')
        .select(
          'company_name, department, person_name, postal_code, address, tel, email, registration_number, bank_account, seal_image',
        )
        .eq('user_id', userId)
        .maybeSingle();
      if (error) return fromSupabaseError('sender profile load', error);
      return success(data ? profileFromRow(data) : null);
    },

    /** Creates or replaces the account's profile. */
    async save(profile: SenderProfile): Promise<DataResult<null>> {
      const client = await getClient();
      const userId = await signedInUser(client);
      if (!userId) return failure('session', 'not signed in');
      const { error } = await client
        .from('sender_profiles')
        .upsert({ user_id: userId, ...rowFromProfile(profile) }, { onConflict: 'user_id' });
      return error ? fromSupabaseError('sender profile save', error) : success(null);
    },
  };
}

export type SenderProfileAccount = ReturnType<typeof createSenderProfileAccount>;
