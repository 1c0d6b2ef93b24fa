export function Spinner({ small, label }: { small?: boolean; label?: string }) {
  return (
    <span
      className={small ? 'spinner spinner--small' : 'spinner'}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** A grey placeholder block with a shimmer, sized by the caller. */
export function Skeleton({ width, height, round }: { width: number | string; height: number | string; round?: boolean }) {
  return (
    <span
      className="skeleton"
      aria-hidden="true"
      style={{ inlineSize: width, blockSize: height, borderRadius: round ? '50%' : undefined }}
    />
  );
}
