import type { TFunction } from 'i18next';
import { hiddenProfileNumber } from '../../domain';

/**
 * How a view names another user: a hidden profile (its identity arrives blank) as
 * "Mystery" plus the uid-modulo number (000 §3), anyone else by their nickname.
 */
export function displayNameOf(user: { readonly uid: number; readonly nickname: string; readonly hide_profile?: number }, t: TFunction): string {
  return user.hide_profile === 1 ? `${t('social.mystery')} ${hiddenProfileNumber(user.uid)}` : user.nickname;
}
