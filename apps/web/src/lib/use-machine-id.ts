import { useEffect, useState } from 'react';
import { getMachineId } from './machine-id';

/** This browser's machine id (spec 01 §3), null until read. */
export function useMachineId(): string | null {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void getMachineId().then((value) => {
      if (!cancelled) setId(value);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return id;
}
