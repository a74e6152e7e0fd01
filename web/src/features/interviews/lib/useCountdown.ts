import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left, ticking each second from `startSeconds` to 0 while `running`; `elapsed` counts the
 * seconds run so far (plus `alreadyElapsed`), for saving progress.
 */
export function useCountdown(startSeconds: number, alreadyElapsed: number, running: boolean) {
  const [left, setLeft] = useState(startSeconds);
  const elapsed = useRef(alreadyElapsed);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setLeft((s) => {
        if (s <= 0) return 0;
        elapsed.current += 1;
        return s - 1;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);
  return { left, elapsed };
}
