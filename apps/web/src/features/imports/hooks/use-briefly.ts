import { useEffect, useRef, useState } from 'react';

/**
 * True for `durationMs` after `condition` turns true while mounted (not when it was already
 * true at mount): the small "sent" mark of a photo that just finished uploading here.
 */
export function useBriefly(condition: boolean, durationMs: number): boolean {
  const previous = useRef(condition);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const became = condition && !previous.current;
    previous.current = condition;
    if (!became) return;
    setVisible(true);
    const timer = window.setTimeout(() => setVisible(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [condition, durationMs]);
  return visible;
}
