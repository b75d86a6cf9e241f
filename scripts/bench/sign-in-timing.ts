import { parseArgs } from 'node:util';
import { startBackend } from '../../server/index.ts';
import { machineLoad, machineSpeed, median, spread } from './bench-stats.ts';

/**
 * `npm run bench:sign-in`: whether a password sign-in tells which e-mails have accounts by its
 * time. A wrong password for a known e-mail and any password for an unknown one should take as
 * long (GoTrue compares unknown e-mails against a dummy hash of the same cost). Prints the time
 * of each kind, median and range of `--runs` (9) sign-ins at GoTrue's bcrypt cost of 10, and
 * the ratio of the medians, with the machine's load and speed. A timing is a measurement, not a
 * test: tests/auth-gotrue.test.ts counts the comparisons instead.
 */
const { values } = parseArgs({ options: { runs: { type: 'string', default: '9' } } });
const runs = Number(values.runs);

console.log(`${machineLoad()}; ${machineSpeed()}`);
const backend = await startBackend({
  port: 0,
  dataDir: 'memory://',
  quiet: true,
  bcryptCost: 10,
  rateLimits: false,
  mailPort: null,
  notificationsIntervalMs: null,
  // Accounts usable at once: the bench times sign-ins, not the sign-up mail.
  mailerAutoconfirm: true,
});
try {
  // GoTrue's own endpoints, as supabase-js calls them.
  const auth = (path: string, body: object) =>
    fetch(`${backend.url}/auth/v1/${path}`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const email = `timing-${Date.now()}@example.com`;
  const signUp = await auth('signup', { email, password: 'correct-horse-42' });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);

  const time = async (address: string) => {
    const started = performance.now();
    const response = await auth('token?grant_type=password', {
      email: address,
      password: 'wrong-password',
    });
    const { error_code: code } = (await response.json()) as { error_code?: string };
    if (code !== 'invalid_credentials') throw new Error(`sign-in answered ${code}`);
    return performance.now() - started;
  };
  // Taken in turns, so that a change in the machine's speed affects both kinds alike.
  const known: number[] = [];
  const unknown: number[] = [];
  await time(email); // not counted: the first comparison also makes the dummy hash
  await time(`nobody-${Date.now()}@example.com`);
  for (let run = 0; run < runs; run++) {
    known.push(await time(email));
    unknown.push(await time(`nobody-${run}-${Date.now()}@example.com`));
  }
  console.log(`wrong password, known e-mail   ${spread(known)}`);
  console.log(`any password, unknown e-mail   ${spread(unknown)}`);
  console.log(
    `ratio of the medians (unknown / known) ${(median(unknown) / median(known)).toFixed(2)}`,
  );
} finally {
  await backend.close();
}
