import { loadEnv, type Plugin } from 'vite';

/**
 * Without VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY the site falls back to the local backend
 * (http://127.0.0.1:54321), which is right on a developer's machine and wrong everywhere else: a
 * deployed site would send every sign-in and data request to the visitor's own computer, and the
 * security headers would block them. So a build on Netlify (which sets NETLIFY=true for every
 * build: production, deploy previews and branch deploys) refuses to run without both, while local
 * builds keep the local default.
 */
export const REQUIRED_DEPLOY_VARIABLES = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'] as const;

export function missingDeployVariables(env: Record<string, string | undefined>): string[] {
  if (env.NETLIFY !== 'true') return [];
  return REQUIRED_DEPLOY_VARIABLES.filter((name) => !env[name]?.trim());
}

export function deployMessage(missing: readonly string[]): string {
  return [
    `This Netlify build has no ${missing.join(' or ')}.`,
    'Without them the site would call the local development backend (http://127.0.0.1:54321).',
    "Set them in the site's environment (Site configuration → Environment variables) to the",
    "Supabase project's URL and anon or publishable key, then deploy again.",
  ].join('\n');
}

export function deployEnvPlugin(): Plugin {
  return {
    name: 'office-tools:deploy-env',
    apply: 'build',
    config(_config, { mode }) {
      // Variables may come from the environment or from .env files, as Vite reads them.
      const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
      const missing = missingDeployVariables(env);
      if (missing.length > 0) throw new Error(deployMessage(missing));
    },
  };
}
