import { VitePWA } from 'vite-plugin-pwa';

/**
 * Installable and offline: the site's own service worker (src/serviceWorker/sw.ts) keeps the
 * shell and every tool chunk, so stateless tools keep working with the network off after the
 * first visit. vite-plugin-pwa builds it and writes the build's file list into it
 * (`injectManifest`); the worker fetches those files only when the page asks, a few at a time
 * (src/lib/serviceWorker.ts), rather than all at once as it installs.
 */
export function pwaPlugin() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/serviceWorker',
    filename: 'sw.ts',
    // The app registers the worker itself (src/lib/serviceWorker.ts).
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      name: 'オフィスツールボックス - 仕事と開発に役立つ無料ツール集',
      short_name: 'ツールボックス',
      description:
        '文字数カウント、JSON整形、見積書作成、日程調整など、仕事と開発に役立つ無料ツール集。',
      lang: 'ja',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1d4ed8',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    injectManifest: {
      // One classic script: registered without `type: 'module'`, as every browser allows.
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // Each route's built HTML (scripts/build/prerender.ts) is for a first visit; once this worker
      // holds every file, every address opens the shell, index.html, with the code already here.
      // The PDF maker (pdf-lib, fontkit: 780 KB) is fetched only when someone asks for a PDF,
      // with the map of its font's slices and the slices the document needs, none of them
      // precached either; precaching them would send them to every visitor.
      globIgnores: [
        '_prerendered/**',
        'assets/quotePdf-*.js',
        'assets/_virtual_pdf-font-slices-*.js',
        'sw.js',
      ],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });
}
