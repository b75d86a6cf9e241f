import fontUrl from '@expo-google-fonts/biz-udpgothic/400Regular/BIZUDPGothic_400Regular.ttf?url';

let fontBytes: Promise<ArrayBuffer> | null = null;

/**
 * The PDF's font file (BIZ UDPGothic, 4.5 MB), fetched once per page visit (the browser caches
 * it by its hashed name). Kept apart from quotePdf.ts so the page can start fetching it on the
 * click, while the PDF library's chunk is still being fetched, rather than after it.
 */
export function loadPdfFont(): Promise<ArrayBuffer> {
  fontBytes ??= fetch(fontUrl).then((response) => {
    if (!response.ok) throw new Error(`font: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  fontBytes.catch(() => {
    fontBytes = null;
  });
  return fontBytes;
}
