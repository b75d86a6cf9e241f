/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_GA_MEASUREMENT_ID?: string;
  readonly VITE_PRIVACY_POLICY_URL?: string;
  readonly VITE_TERMS_URL?: string;
  readonly VITE_GITHUB_URL?: string;
  readonly VITE_IP_LOOKUP_URL?: string;
  readonly VITE_NEWS_FEED_URL?: string;
  readonly VITE_NEWS_PROXY_URL?: string;
  readonly VITE_PODCAST_EMBED_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The PDF font's Unicode-range slices, made at build time (scripts/build/vite-pdf-font.ts). */
declare module 'virtual:pdf-font-slices' {
  /** The URL of each slice's TrueType file. */
  export const SLICE_URLS: string[];
  /** The code points of each slice (src/tools/quote-generator/pdfFontRanges.ts). */
  export const SLICE_RANGES: string;
}
