import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STICKER_PACKS } from './constants';
import { COMPRESSION_BANDS } from './media/compression';
import { RECONNECT_DELAYS_MS } from './session/reconnect';

const ROOT = path.resolve(__dirname, '../..');
const CONSTANTS = path.join(ROOT, 'src/domain/constants.ts');

/**
 * Both ends of one wire, with no rule of their own to sit beside: the realtime channel's
 * QoS and topic levels (client adapter and broker), the card widget's OK code (sandbox and
 * client adapter). And the server's own numbers in the calls, match, payments, offers and
 * messages modules, which were being reshaped in issue #12 while the rest moved: each
 * goes beside its rule in that module, then leaves this list.
 */
const SINGLE_FEATURE_FOR_NOW = new Set([
  'MQTT_QOS', 'REALTIME_TOPIC', 'CARD_WIDGET_RESP_OK',
  'MATCH_PRICE', 'WELCOME_FREE_MATCHES', 'VIP_MATCH_DISCOUNT', 'MATCH_CALL_FREE_S', 'MATCH_WAIT_MAX_MS',
  'DEMO_HOST_ANSWER_DELAY_MS',
  'FREE_COINS_PER_CLAIM', 'FREE_COINS_COOLDOWN_MS', 'FREE_COINS_CLAIMS_PER_DAY', 'PAYMENTS_SWEEP_INTERVAL_MS',
  'PAY_NOTIFY_TOLERANCE_MS', 'PAY_NOTIFY_RETRY_BASE_MS', 'PAY_NOTIFY_RETRY_MAX_MS', 'PAY_NOTIFY_MAX_ATTEMPTS',
  'PAY_ACCESS_TOKEN_TTL_MS', 'SANDBOX_PENDING_SETTLE_MS', 'DISCOUNT_OFFER_WINDOW_MS', 'PAID_NO_RECHARGE_AFTER_MS',
  'MESSAGE_PAGE_SIZE', 'INBOX_TAB', 'SEND_LIMIT_LEVEL',
]);

/** Endpoint groups of the contracts that carry a feature's name in another form. */
const ALIASES: Readonly<Record<string, string>> = { call: 'calls', upload: 'uploads', user: 'users', msg: 'messages' };

/** The feature a production file belongs to: its folder under a layer, or the view, root or simulator. */
function featureOf(file: string): string | null {
  const parts = path.relative(ROOT, file).split(path.sep);
  if (parts[0] === 'sim') return 'sim';
  if (parts[0] === 'server') return parts.length > 2 ? parts[1]! : null;
  if (parts[0] !== 'src') return null;
  if (['ui', 'composition', 'prerender'].includes(parts[1]!)) return parts[1]!;
  if (!['domain', 'application', 'adapters'].includes(parts[1]!) || parts.length < 4) return null;
  const name = parts[2] === 'contracts' && parts.length > 4 ? parts[3]! : parts[2]!;
  return ALIASES[name] ?? name;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-builders/.test(entry.name) && full !== CONSTANTS ? [full] : [];
  });
}

describe('constants', () => {
  it('keeps compression bands in ascending size order so the first match is the tightest band', () => {
    const sizes = COMPRESSION_BANDS.map((b) => b.maxBytes);
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
  });
  it('lists the spec reconnect delays 1 s, 3 s, 5 s', () => {
    expect(RECONNECT_DELAYS_MS).toEqual([1000, 3000, 5000]);
  });
  it('counts 13 sticker packs', () => {
    expect(Object.keys(STICKER_PACKS)).toHaveLength(13);
  });
  it('holds only numbers several features share; one feature\'s number lives beside its rule', () => {
    const texts = ['src', 'server', 'sim'].flatMap((dir) => sourceFiles(path.join(ROOT, dir))).map((file) => [file, fs.readFileSync(file, 'utf8')] as const);
    const names = [...fs.readFileSync(CONSTANTS, 'utf8').matchAll(/^export const (\w+)/gm)].map((m) => m[1]!);
    const single = names.filter((name) => {
      const word = new RegExp(`\\b${name}\\b`);
      const features = new Set(texts.filter(([, text]) => word.test(text)).map(([file]) => featureOf(file)).filter((f) => f !== null));
      return features.size < 2;
    });
    expect(single.filter((name) => !SINGLE_FEATURE_FOR_NOW.has(name))).toEqual([]);
    // A name that moved out or gained a second feature leaves the list, so the list only shrinks.
    expect([...SINGLE_FEATURE_FOR_NOW].filter((name) => !single.includes(name))).toEqual([]);
  });
});
