import { PAY_PLATFORM } from '../../src/domain/payments/payment-codes.js';

/**
 * Where the buyer runs, read from the device user-agent (X-Glint-UA): the native shell
 * adds `GlintApp/<version>` to it; iOS and Android browsers name themselves. It decides
 * the purchase route (/order/check) and the wallet the pay-method sheet offers.
 */
export type ClientPlatform = 'native-ios' | 'native-android' | 'ios' | 'android' | 'desktop';

const NATIVE = /\bGlintApp\//i;
const IOS = /\b(iPhone|iPad|iPod|iOS)\b/i;
const ANDROID = /\bAndroid\b/i;

export function clientPlatform(userAgent: string): ClientPlatform {
  const os = IOS.test(userAgent) ? 'ios' : ANDROID.test(userAgent) ? 'android' : 'desktop';
  if (NATIVE.test(userAgent) && os !== 'desktop') return os === 'ios' ? 'native-ios' : 'native-android';
  return os;
}

/** The wallet a platform pays with in the browser (45 iOS, 46 Android), 0 for none. */
export function walletPlatform(platform: ClientPlatform): number {
  if (platform === 'ios') return PAY_PLATFORM.iosWallet;
  if (platform === 'android') return PAY_PLATFORM.androidWallet;
  return 0;
}
