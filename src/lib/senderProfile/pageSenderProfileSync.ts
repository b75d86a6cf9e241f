import { getSupabase } from '../supabase';
import { createSenderProfileAccount } from './senderProfileAccount';
import { createSenderProfileSync } from './senderProfileSync';

/** The account data module and the page's one sync, shared by every useSenderProfile. */
export const senderProfileAccount = createSenderProfileAccount(getSupabase);
export const pageSenderProfileSync = createSenderProfileSync(senderProfileAccount);
