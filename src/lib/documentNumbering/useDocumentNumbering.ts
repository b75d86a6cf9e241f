import { useCallback, useMemo } from 'react';
import { useAuth } from '../auth/AuthContext';
import { getSupabase } from '../supabase';
import { createAccountNumbering } from './accountNumbering';
import {
  issueDocumentNumber,
  type IssueNumberRequest,
  type IssueNumberResult,
} from './issueDocumentNumber';
import { loadNumberingSettings, type NumberedKind } from './numberingSettings';

/**
 * Issues numbers for the current visitor: in the account (unique across devices) when signed
 * in, not as a guest; in this browser otherwise. `ready` is false while the session is unknown,
 * so no number is issued in the browser for someone who is about to appear signed in.
 */
export function useDocumentNumbering() {
  const { user, loading } = useAuth();
  const memberId = user && !user.is_anonymous ? user.id : null;
  const account = useMemo(
    () => (memberId ? createAccountNumbering(getSupabase, memberId) : null),
    [memberId],
  );
  const issue = useCallback(
    (
      kind: NumberedKind,
      options: Pick<IssueNumberRequest, 'details' | 'settings'> = {
        settings: loadNumberingSettings(),
      },
    ): Promise<IssueNumberResult> => issueDocumentNumber({ kind, account, ...options }),
    [account],
  );
  return { ready: !loading, where: account ? 'account' : 'browser', account, issue } as const;
}
