import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown (for "resend code"): `start(n)` counts down to 0 once per second. */
export function useCountdown(): { seconds: number; start: (from: number) => void } {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((from: number) => setSeconds(Math.max(0, Math.floor(from))), []);
  return { seconds, start };
}
