import { useCallback, useEffect, useRef, useState } from 'react';
import { IP_LOOKUP_TIMEOUT_MS } from './config';
import { type IpInfo, lookupIp } from './lookupIp';

export type IpLookupState =
  { status: 'loading' } | { status: 'error' } | { status: 'data'; info: IpInfo };

/** Looks the address up when the screen opens; `refresh` asks again. */
export function useIpLookup(url: string): { state: IpLookupState; refresh: () => void } {
  const [state, setState] = useState<IpLookupState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const current = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    current.current = controller;
    lookupIp(url, { signal: controller.signal, timeoutMs: IP_LOOKUP_TIMEOUT_MS })
      .then((info) => {
        if (!controller.signal.aborted) setState({ status: 'data', info });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('IP lookup failed', error);
        setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [url, attempt]);

  const refresh = useCallback(() => {
    current.current?.abort();
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { state, refresh };
}
