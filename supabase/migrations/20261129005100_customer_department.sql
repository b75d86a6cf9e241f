-- The customer's department (部署), printed with the postal address where a 長3 window envelope
-- shows it, between the company and the person. Customers kept before have none.

alter table public.customers
  add column if not exists department text not null default ''
    check (char_length(department) <= 100);

grant insert (department) on public.customers to authenticated;
grant update (department) on public.customers to authenticated;
