import { useCallback, useState } from 'react';
import { readJson, writeJson } from '../../lib/storage';
import { DEFAULT_PAPER, isPaperSetting, type PaperSetting } from './paper';

/** The paper chosen for a document, remembered per tool (key `print-paper:{storageId}`). */
export function usePaperSetting(storageId: string, initial: PaperSetting = DEFAULT_PAPER) {
  const storageKey = `print-paper:${storageId}`;
  const [paper, setPaper] = useState<PaperSetting>(
    () => readJson(storageKey, isPaperSetting) ?? initial,
  );
  const changePaper = useCallback(
    (next: PaperSetting) => {
      setPaper(next);
      writeJson(storageKey, next);
    },
    [storageKey],
  );
  return [paper, changePaper] as const;
}
