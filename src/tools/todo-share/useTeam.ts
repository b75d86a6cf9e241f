import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth/AuthContext';
import { success } from '../../lib/dataResult';
import { unwrap } from '../../lib/query/dataQueries';
import { useCacheMutation } from '../../lib/query/useCacheMutation';
import {
  answerInvitation,
  invite,
  listInvitations,
  listMembers,
  listMyInvitations,
  removeMember,
  setEditLink,
  withdrawInvitation,
  type ListInvitation,
  type ListMember,
  type MyInvitation,
} from './collaboration';
import type { SharingAction, TodoList } from './lists';
import { todoKeys } from './todoKeys';
import type { ViewedList } from './useTodoLists';

const NONE = ['todo', 'none'] as const;

/**
 * Who edits the list in view, and the owner's controls: the edit link, invitations by address,
 * removing a member; for a member, leaving the list.
 */
export function useTeam(current: ViewedList | null) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const listId = current?.id ?? null;
  const isOwner = current?.role === 'owner';
  const listsKey = todoKeys.lists(user?.id ?? null);
  const membersKey = listId ? todoKeys.members(listId) : NONE;
  const invitationsKey = listId ? todoKeys.invitations(listId) : NONE;

  const members = useQuery({
    queryKey: membersKey,
    queryFn: async () => unwrap(await listMembers(listId ?? '')),
    enabled: listId !== null,
  });
  const invitations = useQuery({
    queryKey: invitationsKey,
    queryFn: async () => unwrap(await listInvitations(listId ?? '')),
    enabled: listId !== null && isOwner,
  });

  const editLink = useCacheMutation<TodoList[], SharingAction, string | null>({
    queryKey: listsKey,
    write: (action) => setEditLink(listId ?? '', action),
    settle: (lists, editShareId) =>
      lists.map((list) => (list.id === listId ? { ...list, edit_share_id: editShareId } : list)),
  });
  const inviting = useCacheMutation<ListInvitation[], string, ListInvitation>({
    queryKey: invitationsKey,
    write: async (email) => {
      const result = await invite(listId ?? '', email);
      // The page explains these two itself; as a failed result they roll nothing back.
      return 'refused' in result
        ? { ok: false, error: { kind: 'database', message: result.refused } }
        : result;
    },
    settle: (all, added) => [...all.filter((one) => one.id !== added.id), added],
  });
  const withdrawing = useCacheMutation<ListInvitation[], string, null>({
    queryKey: invitationsKey,
    write: withdrawInvitation,
    optimistic: (all, id) => all.filter((one) => one.id !== id),
  });
  const removing = useCacheMutation<ListMember[], string, null>({
    queryKey: membersKey,
    write: (userId) => removeMember(listId ?? '', userId),
    optimistic: (all, userId) => all.filter((member) => member.user_id !== userId),
  });

  const leave = async (): Promise<boolean> => {
    if (!listId || !user) return false;
    const result = await removeMember(listId, user.id);
    if (result.ok) {
      queryClient.setQueryData(todoKeys.joined(user.id), (all: { id: string }[] | undefined) =>
        all?.filter((list) => list.id !== listId),
      );
      void queryClient.invalidateQueries({ queryKey: todoKeys.all });
    }
    return result.ok;
  };

  return {
    isOwner,
    members: members.data ?? [],
    invitations: invitations.data ?? [],
    setEditLink: async (action: SharingAction) => (await editLink.run(action)).ok,
    /** 'sent', or why not: the address was invited already, the list is full, or it failed. */
    invite: async (email: string): Promise<'sent' | 'duplicate' | 'full' | 'failed'> => {
      const result = await inviting.run(email);
      if (result.ok) return 'sent';
      return result.error.message === 'duplicate' || result.error.message === 'full'
        ? result.error.message
        : 'failed';
    },
    withdraw: async (id: string) => (await withdrawing.run(id)).ok,
    remove: async (userId: string) => (await removing.run(userId)).ok,
    leave,
  } as const;
}

/** Invitations waiting for the signed-in user; accepting answers the list's id. */
export function useMyInvitations() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const signedIn = user !== null && !user.is_anonymous;
  const queryKey = todoKeys.myInvitations(user?.id ?? null);
  const query = useQuery({
    queryKey,
    queryFn: async () => (signedIn ? unwrap(await listMyInvitations()) : []),
  });
  const answering = useCacheMutation<
    MyInvitation[],
    { id: string; accept: boolean },
    string | null
  >({
    queryKey,
    write: ({ id, accept }) => (id ? answerInvitation(id, accept) : Promise.resolve(success(null))),
    optimistic: (all, { id }) => all.filter((one) => one.id !== id),
  });
  const answer = async (id: string, accept: boolean) => {
    const result = await answering.run({ id, accept });
    if (result.ok && accept)
      await queryClient.invalidateQueries({ queryKey: todoKeys.joined(user?.id ?? null) });
    return result;
  };
  return { invitations: query.data ?? [], answer } as const;
}
