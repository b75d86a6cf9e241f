import { trackFileDownload } from './analytics';

/** Saves a blob under a file name and records the download event. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  trackFileDownload(fileName, blob.type || fileName.split('.').pop() || '');
}

export function downloadText(fileName: string, text: string, type: string): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

export function downloadCsv(fileName: string, csv: string): void {
  downloadText(fileName, csv, 'text/csv;charset=utf-8');
}
