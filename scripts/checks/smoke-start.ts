/**
 * The README's `npm start`, as a newcomer meets it: against a running `npm start` (its site, its
 * backend and its mail catcher), the first steps of a visitor. The home page is served with the
 * app; a guest signs in, makes a to-do list with a task through the REST API and reads it back;
 * the mail catcher answers. `.ci/run` runs it against the fresh copy's `npm start` on the
 * machine's Node, the Node the README names.
 *
 *   node --import tsx scripts/checks/smoke-start.ts <site URL> <backend URL> <mail catcher URL>
 */
import { DEFAULT_JWT_SECRET, JwtKeys } from '../../server/auth/jwt.ts';

const [site, backend, mail] = process.argv.slice(2);
if (!site || !backend || !mail) {
  throw new Error('usage: smoke-start.ts <site URL> <backend URL> <mail catcher URL>');
}
// `npm start` signs with the default secret: its anon key is the one `supabase start` prints.
const { anonKey } = await new JwtKeys(process.env.JWT_SECRET || DEFAULT_JWT_SECRET).apiKeys();

async function expectOk(what: string, response: Response): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  console.log(`ok  ${what} (${response.status})`);
  return response;
}

const home = await expectOk('the home page', await fetch(`${site}/`));
if (!(await home.text()).includes('id="root"')) throw new Error('the home page has no app root');

const guest = (await (
  await expectOk(
    'a guest signs in',
    await fetch(`${backend}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: '{}',
    }),
  )
).json()) as { access_token: string; user: { id: string } };

const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${backend}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${guest.access_token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
      ...init.headers,
    },
  });

const [list] = (await (
  await expectOk(
    'the guest makes a to-do list',
    await rest('todo_lists', {
      method: 'POST',
      body: JSON.stringify({ user_id: guest.user.id, name: 'スモークテスト' }),
    }),
  )
).json()) as Array<{ id: string }>;
await expectOk(
  'and adds a task to it',
  await rest('todos', {
    method: 'POST',
    body: JSON.stringify({ user_id: guest.user.id, list_id: list?.id, title: '議事録を送る' }),
  }),
);
const tasks = (await (
  await expectOk('and reads it back', await rest(`todos?list_id=eq.${list?.id}&select=title`))
).json()) as Array<{ title: string }>;
if (tasks.length !== 1 || tasks[0]?.title !== '議事録を送る') {
  throw new Error(`the list holds ${JSON.stringify(tasks)}`);
}
await expectOk('the mail catcher', await fetch(`${mail}/api/v1/messages`));
