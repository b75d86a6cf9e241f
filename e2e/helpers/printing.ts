import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

type PrintRecorder = { __printTitles: string[] };

/** window.print is replaced by a recorder of the document title at the time of the call. */
export async function stubPrint(page: Page) {
  await page.addInitScript(() => {
    const recorder = window as unknown as PrintRecorder;
    recorder.__printTitles = [];
    window.print = () => {
      recorder.__printTitles.push(document.title);
    };
  });
}

/** The document titles at each window.print() call since the page loaded (after stubPrint). */
export function printTitles(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as PrintRecorder).__printTitles);
}

/** What `click` downloads: the file's suggested name and its bytes. */
export async function download(page: Page, click: () => Promise<void>) {
  const downloadPromise = page.waitForEvent('download');
  await click();
  const file = await downloadPromise;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** The size of every page of the PDF Chromium prints, in whole millimetres. */
export async function printedPageSizesMm(page: Page): Promise<number[][]> {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const boxes = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)];
  return boxes.map((box) => [box[1], box[2]].map((pt) => Math.round((Number(pt) * 25.4) / 72)));
}
