import { useEffect, useState } from 'react';
import { imageRetryDelay } from '../../domain/media/image-retry';
import { UserIcon } from './icons/page-icons';

export interface AvatarProps {
  src: string | null;
  /** Empty when a name next to the avatar already says whose it is. */
  alt: string;
  size?: number;
  ring?: boolean;
  className?: string;
}

/**
 * A round photo. A failed load is retried twice, 500 ms apart (spec 000 §8, domain
 * `imageRetryDelay`), then a silhouette stands in.
 */
export function Avatar({ src, alt, size = 48, ring, className }: AvatarProps) {
  const [failures, setFailures] = useState(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setFailures(0);
    setAttempt(0);
  }, [src]);

  useEffect(() => {
    if (failures === 0) return undefined;
    const delay = imageRetryDelay(failures);
    if (delay === null) return undefined;
    const timer = window.setTimeout(() => setAttempt((n) => n + 1), delay);
    return () => window.clearTimeout(timer);
  }, [failures]);

  const gaveUp = failures > 0 && imageRetryDelay(failures) === null;
  const waiting = failures > attempt;
  const content =
    src && !gaveUp && !waiting ? (
      <img
        key={attempt}
        className="avatar__image"
        src={src}
        alt={alt}
        decoding="async"
        onError={() => setFailures((n) => n + 1)}
      />
    ) : (
      <>
        <UserIcon className="avatar__fallback" />
        {alt ? <span className="visually-hidden">{alt}</span> : null}
      </>
    );

  const classes = ['avatar', ring ? 'avatar--ring' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes} style={{ inlineSize: size, blockSize: size }} data-failures={failures}>
      {ring ? <span className="avatar__inner">{content}</span> : content}
    </span>
  );
}
