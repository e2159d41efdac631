import { Image } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';

/** Seed 001 §3: a thumbnail that fails to load is asked again, at most 3 times, 1200 ms apart. */
export const THUMBNAIL_ATTEMPTS = 3;
export const THUMBNAIL_RETRY_MS = 1200;

/**
 * A card's picture, loaded lazily as it scrolls into view; one that fails (just made, a storage
 * hiccup) is tried again a few times before the fallback shows.
 */
export function RetryingThumbnail({ src, fallback }: { src: string; fallback: ReactNode }) {
  const [attempt, setAttempt] = useState(1);
  const [failed, setFailed] = useState(false);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => {
      setWaiting(false);
      setAttempt((current) => current + 1);
    }, THUMBNAIL_RETRY_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  if (failed) return <>{fallback}</>;
  if (waiting) return null;
  return (
    <Image
      key={attempt}
      src={src}
      alt=""
      h="100%"
      fit="cover"
      loading="lazy"
      onError={() => (attempt >= THUMBNAIL_ATTEMPTS ? setFailed(true) : setWaiting(true))}
    />
  );
}
