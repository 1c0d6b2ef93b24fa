/** What the held taps are kept under, on window, between index.html's inline script and src/main.tsx. */
export interface EarlyTapWindow {
  readonly document: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  __glintEarlyTaps?: EarlyTaps;
}

export interface EarlyTaps {
  /** Stops holding taps and hands over the elements tapped so far, oldest first. */
  release(): readonly Element[];
}

/**
 * Holds every tap (click) on the prerendered page until the entry script has taken the
 * page over: its default action is stopped and its element kept, so src/main.tsx can tap
 * that element again once React listens. The sign-in page paints from the HTML alone, well
 * before its script has run; without this a quick sign-in tapped in that gap did nothing.
 *
 * Inlined into index.html by its source text (src/prerender/entry.tsx), in <head>, before
 * anything can be tapped — so it uses no imports and no outer names, and stays small.
 */
export function holdEarlyTaps(w: EarlyTapWindow): void {
  const held: Element[] = [];
  const hold = (event: Event): void => {
    const target = event.target as Element | null;
    if (target === null || typeof target.closest !== 'function' || target.closest('#root') === null) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
  };
  w.document.addEventListener('click', hold, { capture: true });
  w.__glintEarlyTaps = {
    release: () => {
      w.document.removeEventListener('click', hold, { capture: true });
      return held;
    },
  };
}

/** The taps index.html's inline script held (none when the page was not prerendered), holding no more from now on. */
export function releaseEarlyTaps(w: EarlyTapWindow): readonly Element[] {
  return w.__glintEarlyTaps?.release() ?? [];
}
