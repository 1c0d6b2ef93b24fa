import { describe, expect, it } from 'vitest';
import type { ConfirmOptions } from '../../notices/confirm-store';
import { createScriptedHttp, testUser } from '../../session/session-test-kit';
import { mayUseSticker } from './rest-mode-sticker-gate';

function setup(resting: boolean, answers: boolean[], updateOk = true) {
  const { http, sent } = createScriptedHttp({
    '/user/update-info': updateOk ? { data: { user_info: testUser(1, { is_rest: 0 }) } } : { error: { code: 'API.NETWORK', msg: 'x' } },
  });
  const asked: ConfirmOptions[] = [];
  let turnedOff = 0;
  const deps = {
    http,
    confirm: { ask: async (options: ConfirmOptions) => (asked.push(options), answers.shift() ?? true) },
    isResting: () => resting,
    restTurnedOff: () => (turnedOff += 1),
  };
  return { deps, sent, asked, turnedOff: () => turnedOff };
}

describe('mayUseSticker', () => {
  it('lets a user who is not resting send at once', async () => {
    const { deps, asked, sent } = setup(false, []);
    expect(await mayUseSticker(deps)).toBe(true);
    expect(asked).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('asks a resting host to turn rest mode off, turns it off, then says got it', async () => {
    const { deps, asked, sent, turnedOff } = setup(true, [true, true]);
    expect(await mayUseSticker(deps)).toBe(true);
    expect(sent).toEqual([{ path: '/user/update-info', payload: { user_info: { is_rest: 0 } } }]);
    expect(asked.map((a) => a.confirmLabel)).toEqual([{ key: 'chatMedia.restMode.turnOff' }, { key: 'chatMedia.gotIt' }]);
    expect(asked[1]?.cancelLabel).toBeNull();
    expect(turnedOff()).toBe(1);
  });

  it('keeps the sticker back and rest mode on when the host declines', async () => {
    const { deps, sent } = setup(true, [false]);
    expect(await mayUseSticker(deps)).toBe(false);
    expect(sent).toEqual([]);
  });

  it('keeps the sticker back when rest mode could not be turned off', async () => {
    const { deps, turnedOff } = setup(true, [true, true], false);
    expect(await mayUseSticker(deps)).toBe(false);
    expect(turnedOff()).toBe(0);
  });
});
