-- Helpers shared by the data tables.

-- Share ids end up in public URLs, so they must be unguessable: two random UUIDs give 244
-- random bits, written as 43 URL-safe base64 characters. gen_random_uuid() is core since
-- PostgreSQL 13, so this needs no extension (PGlite and hosted Supabase both have it).
create or replace function public.new_share_id() returns text
language sql volatile
set search_path = ''
as $$
  select translate(
    encode(
      decode(
        replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
        'hex'
      ),
      'base64'
    ),
    '+/=',
    '-_'
  )
$$;

-- "Blank" includes the ideographic space that Japanese keyboards type (U+3000), which btrim's
-- default set of characters would not remove.
create or replace function public.is_blank(p_value text) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(btrim(p_value, E' \t\n\r\f\u000b\u00a0\u3000'), '') = ''
$$;

revoke execute on function public.new_share_id() from public, anon;
grant execute on function public.new_share_id() to authenticated, service_role;
grant execute on function public.is_blank(text) to anon, authenticated, service_role;
