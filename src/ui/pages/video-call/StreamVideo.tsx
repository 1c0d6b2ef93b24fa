import { useEffect, useRef } from 'react';
import type { MediaStreamHandle } from '../../../application/ports/media.port';

export interface StreamVideoProps {
  stream: MediaStreamHandle | null;
  /** The local preview is muted (no echo) and mirrored. */
  local?: boolean;
  testId: string;
  className?: string;
  /** Marks the host's camera preview of a live (the cover is drawn from it). */
  preview?: boolean;
}

/** A `<video>` playing a call stream; the handle is the browser's MediaStream. */
export function StreamVideo({ stream, local, testId, className, preview }: StreamVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (element === null) return;
    element.srcObject = (stream as MediaStream | null) ?? null;
    if (stream !== null) void element.play().catch(() => undefined);
  }, [stream]);
  return <video ref={video} data-testid={testId} className={className} autoPlay playsInline muted={local === true} data-live-preview={preview === true ? '' : undefined} />;
}
