import { describe, expect, it } from 'vitest';
import { appInstallEvents } from './app-install-events';

const fakeWindow = () => {
  const target = new EventTarget();
  return { target, install: () => target.dispatchEvent(new Event('appinstalled')) };
};

describe('the install events', () => {
  it("replay the browser's appinstalled to a listener that comes later", () => {
    const page = fakeWindow();
    const events = appInstallEvents(page.target, false);
    page.install();
    const seen: string[] = [];
    events.installs$.subscribe((source) => seen.push(source));
    expect(seen).toEqual(['web']);
  });

  it('say the app is installed at once in the native shell, and nothing in a browser until it is', () => {
    const seen: string[] = [];
    appInstallEvents(fakeWindow().target, true).installs$.subscribe((source) => seen.push(source));
    appInstallEvents(fakeWindow().target, false).installs$.subscribe((source) => seen.push(source));
    expect(seen).toEqual(['native']);
  });
});
