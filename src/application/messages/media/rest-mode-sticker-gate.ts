import { userUpdateInfoContract } from '../../contracts/user/update-info.contract';
import type { HttpPort } from '../../ports/http.port';
import type { ConfirmStore } from '../../notices/confirm-store';

export interface RestModeStickerGateDeps {
  readonly http: HttpPort;
  readonly confirm: Pick<ConfirmStore, 'ask'>;
  /** True when the signed-in user is a host in rest mode (is_rest 1). */
  readonly isResting: () => boolean;
  /** Rest mode is off on the server: the session's user follows. */
  readonly restTurnedOff: () => void;
}

/**
 * The rest-mode sticker rule (001 §5): a host in rest mode who sends a sticker is asked to
 * turn rest mode off ("turn off"), then told it is off ("got it"). Resolves true when the
 * sticker may go: not resting, or rest mode was just turned off.
 */
export async function mayUseSticker(deps: RestModeStickerGateDeps): Promise<boolean> {
  if (!deps.isResting()) return true;
  const turnOff = await deps.confirm.ask({
    title: { key: 'chatMedia.restMode.title' },
    body: { key: 'chatMedia.restMode.body' },
    confirmLabel: { key: 'chatMedia.restMode.turnOff' },
  });
  if (!turnOff) return false;
  const answer = await deps.http.request(userUpdateInfoContract, { user_info: { is_rest: 0 } });
  if (!answer.ok) {
    await deps.confirm.ask({ body: { key: 'chatMedia.restMode.failed' }, confirmLabel: { key: 'chatMedia.gotIt' }, cancelLabel: null });
    return false;
  }
  deps.restTurnedOff();
  await deps.confirm.ask({ body: { key: 'chatMedia.restMode.off' }, confirmLabel: { key: 'chatMedia.gotIt' }, cancelLabel: null });
  return true;
}
