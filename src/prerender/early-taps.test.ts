import { describe, expect, it } from 'vitest';
import { holdEarlyTaps, releaseEarlyTaps, type EarlyTapWindow } from './early-taps';

/** An element inside #root or outside it, as far as the holder looks at it. */
function element(insideRoot: boolean): Element {
  return { closest: (selector: string) => (selector === '#root' && insideRoot ? {} : null) } as unknown as Element;
}

function tap(page: EarlyTapWindow, target: Element): Event {
  const event = new Event('click', { cancelable: true });
  Object.defineProperty(event, 'target', { value: target });
  (page.document as unknown as EventTarget).dispatchEvent(event);
  return event;
}

function page(): EarlyTapWindow {
  return { document: new EventTarget() as unknown as Document };
}

describe('holdEarlyTaps', () => {
  it('holds taps on the prerendered page, stopping their default action, and hands them over in order', () => {
    const w = page();
    holdEarlyTaps(w);
    const first = element(true);
    const second = element(true);
    expect(tap(w, first).defaultPrevented).toBe(true);
    tap(w, second);
    expect(releaseEarlyTaps(w)).toEqual([first, second]);
  });

  it('lets taps outside #root through', () => {
    const w = page();
    holdEarlyTaps(w);
    expect(tap(w, element(false)).defaultPrevented).toBe(false);
    expect(releaseEarlyTaps(w)).toEqual([]);
  });

  it('holds nothing once released, so React gets every later tap', () => {
    const w = page();
    holdEarlyTaps(w);
    releaseEarlyTaps(w);
    expect(tap(w, element(true)).defaultPrevented).toBe(false);
  });

  it('hands over nothing when the page was not prerendered (no inline script ran)', () => {
    expect(releaseEarlyTaps(page())).toEqual([]);
  });
});
