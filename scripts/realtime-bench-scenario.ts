import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * What `npm run bench:realtime` measures: a committed write through supabase-js whose trigger
 * broadcasts it with realtime.broadcast_changes() to a private topic that RLS on
 * realtime.messages lets the subscribers read.
 *
 * HOOK: this is a stand-in created for the benchmark only. Once the to-do list's own trigger
 * and policies are in supabase/migrations, set `setupSql` to '' (the migrations create
 * everything), make `createTarget` create a to-do list, `topic` return that list's topic,
 * `write` add a task the way the app's data module does, and `sequenceOf` read the number
 * back from the broadcast payload (for example from the task's title). Nothing else in
 * scripts/bench-realtime.ts needs to change.
 */
export interface RealtimeBenchScenario {
  /** Run with full privileges before the backend starts (idempotent: may meet an old run). */
  setupSql: string;
  /** Creates what the writes go to, as the signed-in owner; returns its id. */
  createTarget(owner: SupabaseClient): Promise<string>;
  /** The private channel topic subscribers join for that target. */
  topic(targetId: string): string;
  /** The broadcast event each write produces. */
  event: string;
  /** One write, numbered `sequence`, as the owner. */
  write(owner: SupabaseClient, targetId: string, sequence: number): Promise<void>;
  /** The write's number, read back from a received broadcast's payload. */
  sequenceOf(payload: Record<string, unknown>): number | undefined;
}

export const realtimeBenchScenario: RealtimeBenchScenario = {
  setupSql: `
    create table if not exists public.bench_lists (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null default auth.uid()
    );
    create table if not exists public.bench_items (
      id bigint generated always as identity primary key,
      list_id uuid not null references public.bench_lists (id) on delete cascade,
      sequence integer not null
    );
    alter table public.bench_lists enable row level security;
    alter table public.bench_items enable row level security;
    drop policy if exists bench_lists_owner on public.bench_lists;
    create policy bench_lists_owner on public.bench_lists for all to authenticated
      using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
    drop policy if exists bench_items_owner on public.bench_items;
    create policy bench_items_owner on public.bench_items for all to authenticated
      using (exists (select 1 from public.bench_lists l where l.id = list_id and l.owner_id = (select auth.uid())))
      with check (exists (select 1 from public.bench_lists l where l.id = list_id and l.owner_id = (select auth.uid())));
    grant select, insert on public.bench_lists, public.bench_items to authenticated;

    create or replace function public.bench_items_broadcast() returns trigger
    language plpgsql security definer set search_path = '' as $$
    begin
      perform realtime.broadcast_changes('bench:' || new.list_id, tg_op, tg_op, tg_table_name,
        tg_table_schema, new, old);
      return null;
    end;
    $$;
    drop trigger if exists bench_items_broadcast on public.bench_items;
    create trigger bench_items_broadcast after insert on public.bench_items
      for each row execute function public.bench_items_broadcast();

    drop policy if exists bench_topic_owner on realtime.messages;
    create policy bench_topic_owner on realtime.messages for select to authenticated
      using (exists (
        select 1 from public.bench_lists l
        where 'bench:' || l.id = (select realtime.topic()) and l.owner_id = (select auth.uid())
      ));
  `,
  async createTarget(owner) {
    const { data, error } = await owner.from('bench_lists').insert({}).select('id').single();
    if (error) throw new Error(`could not create the list: ${error.message}`);
    return (data as { id: string }).id;
  },
  topic: (targetId) => `bench:${targetId}`,
  event: 'INSERT',
  async write(owner, targetId, sequence) {
    const { error } = await owner.from('bench_items').insert({ list_id: targetId, sequence });
    if (error) throw new Error(`write ${sequence} failed: ${error.message}`);
  },
  sequenceOf(payload) {
    const record = payload.record as { sequence?: unknown } | undefined;
    return typeof record?.sequence === 'number' ? record.sequence : undefined;
  },
};
