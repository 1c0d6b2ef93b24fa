import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES, toLocaleTag } from '../../application/i18n/languages';
import { CALL_END_TEXTS_EN } from '../../domain/calls/call-end-text';
import { CARD_ERROR_MESSAGES_EN } from '../../domain/payments/card-form';
import { intimacyLevelName } from '../../domain/profile/intimacy';
import { onlineStatusLabel } from '../../domain/profile/online-status';
import { VALIDATION_MESSAGES_EN, type ValidationErrorCode } from '../../domain/validation/validation-error';

/** The catalogue tests of DESIGN.md house style 12: English is the source of every key. */
const LOCALES_DIR = path.resolve(__dirname, '../../../locales');
const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/**
 * Texts a language keeps word for word from English on purpose: brand names (Glint, Google
 * Pay, Apple Pay), the VIP acronym, and words the language borrowed as they are (German
 * "Online", French "Message"). Anything else equal to English is an untranslated string.
 * A text with no letters outside its placeholders ("+{{count}}") needs no entry.
 */
const ALL_BUT_EN = APP_LANGUAGES.filter((c) => c !== 'en');
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  'app.name': ALL_BUT_EN,
  'about.copyright': ALL_BUT_EN,
  'checkout.googlePay': ALL_BUT_EN,
  'checkout.applePay': ALL_BUT_EN,
  'me.vip': ['es', 'ar', 'pt', 'tr', 'fr', 'de', 'it', 'nl', 'ro', 'ru', 'pl', 'hu', 'vi', 'in', 'ms'],
  'pages.vip': ['es', 'ar', 'pt', 'tr', 'fr', 'de', 'it', 'nl', 'ro', 'ru', 'pl', 'hu', 'vi', 'in', 'ms'],
  'me.uid': ['es', 'pt', 'tr', 'de', 'it', 'nl', 'ro', 'ru', 'pl', 'vi', 'in', 'ms'],
  'about.version': ['fr', 'de'],
  'online.online': ['pt', 'de', 'it', 'nl', 'ro'],
  'online.offline': ['pt', 'de', 'it', 'nl', 'ro'],
  'userPage.online': ['pt', 'de', 'it', 'nl', 'ro'],
  'userPage.offline': ['pt', 'de', 'it', 'nl', 'ro'],
  'callScreens.online': ['pt', 'de', 'it', 'nl', 'ro'],
  'callScreens.offline': ['pt', 'de', 'it', 'nl', 'ro'],
  'callUi.camera': ['nl'],
  'callUi.message': ['fr'],
  'chat.greetings.hi': ['de'],
  'chat.inputLabel': ['fr'],
  'chatMedia.album': ['fr'],
  'albumEdit.title': ['fr'],
  'chatMedia.camera': ['nl'],
  'chatMedia.emoji': ['es', 'pt', 'tr', 'de', 'it', 'in', 'ms'],
  'chatMedia.sticker': ['es', 'de', 'nl'],
  'chatMedia.stickerMessage': ['es'],
  'chatMedia.stickers': ['es', 'nl'],
  'chatMedia.video': ['tr', 'de', 'it', 'vi', 'in', 'ms'],
  'chatMedia.videoMessage': ['de'],
  'chatMedia.voicePause': ['fr'],
  'chatMedia.voiceSeek': ['fr'],
  'chatMedia.voiceStop': ['it'],
  'checkout.total': ['es', 'pt', 'ro', 'in'],
  'common.ok': ['pt', 'de'],
  'demo.badge': ['es', 'pt', 'tr', 'de', 'it', 'nl'],
  'inbox.live': ['de', 'ro'],
  'live.badge': ['de', 'ro'],
  'social.report.description': ['fr'],
  'social.feedback.type': ['fr'],
  'social.feedback.types.suggestion': ['fr'],
  'inbox.preview.image': ['fr'],
  'inbox.preview.sticker': ['es', 'de', 'nl'],
  'inbox.preview.video': ['tr', 'de', 'it', 'vi', 'in', 'ms'],
  'inbox.tabsLabel': ['fr'],
  'language.names.hi': ['es', 'pt', 'fr', 'de', 'it', 'nl', 'ro', 'pl', 'hu'],
  'language.names.th': ['nl', 'hu'],
  'login.emailLabel': ['it', 'vi'],
  'login.emailPlaceholder': ['ar'],
  'login.passwordLabel': ['it'],
  'me.fans': ['es', 'fr', 'de', 'nl'],
  'social.fans': ['es', 'fr', 'de', 'nl'],
  'pages.chat': ['es', 'pt', 'de', 'it'],
  'pages.editNickname': ['it'],
  'pages.email': ['it', 'vi'],
  'pages.feedback': ['pt', 'de'],
  'pages.general': ['es'],
  'pages.live': ['de', 'nl'],
  'pages.points': ['fr'],
  'profile.nickname': ['it'],
  'privacy.title': ['it', 'nl'],
  'settings.general': ['es'],
  'settings.legal': ['es'],
  'tabs.match': ['pt', 'de'],
  'tabs.message': ['fr'],
  'wallet.bonus': ['tr', 'nl', 'ro', 'in', 'ms'],
  'wallet.discount.later': ['nl'],
  'wallet.superTag': ['pt', 'fr', 'it', 'pl'],
  'discoverFeed.moments': ['fr'],
  'moments.grid': ['fr'],
  'points.message': ['fr'],
  'points.total': ['fr', 'ro'],
  'points.reason.message': ['fr'],
  'spending.kind.message': ['fr'],
  'spending.kind.moment': ['fr'],
  'spending.kind.match': ['de', 'nl'],
  'discoverFeed.live': ['de', 'ro'],
  'discoverFeed.online': ['de', 'it', 'nl', 'ro'],
  'discoverFeed.offlineDot': ['de', 'it', 'nl', 'ro'],
  'discoverFeed.filters': ['nl'],
  'discoverFeed.gender': ['in'],
  'moments.likes': ['nl'],
};

/** Keys shown as the visible label of a button (not an aria-label): they must fit it. */
const BUTTON_LABEL_KEYS = [
  'common.back', 'common.close', 'common.cancel', 'common.confirm', 'common.ok', 'common.gotIt', 'common.retry',
  'common.agree', 'common.disagree', 'common.signIn', 'tabs.match', 'tabs.discover', 'tabs.message', 'tabs.me',
  'call.freeCall.close', 'call.freeCall.start', 'callScreens.callAgain', 'callScreens.callNow', 'callScreens.done',
  'callScreens.loadMore', 'callScreens.moreOptions', 'callUi.accept', 'callUi.decline', 'callUi.hangUp',
  'callUi.matchCancel', 'callUi.matchStart', 'callUi.message', 'callUi.video', 'callUi.voice', 'callUi.follow',
  'chat.reportSubmit', 'chat.sayHi', 'chat.unblock', 'chat.send', 'chatMedia.gifts.send', 'chatMedia.gifts.topUp',
  'chatMedia.restMode.turnOff', 'checkout.callNow', 'checkout.chat', 'checkout.done', 'checkout.payAmount',
  'inbox.delete', 'inbox.loadMore', 'login.resetPassword', 'login.sendCode', 'login.submit', 'login.quick',
  'login.email', 'maintenance.checkNow', 'message.findMatches', 'msg.topUp', 'me.topUp', 'payment.repay',
  'profile.submit', 'shell.goHome', 'wallet.discount.getFor', 'wallet.discount.later', 'wallet.discount.skip',
  'wallet.discount.keep', 'wallet.discount.stay', 'wallet.discount.close', 'wallet.discount.giveUp',
  'wallet.freeCoins.claim', 'wallet.vipOffer.open', 'wallet.stay.leave', 'wallet.stay.subscribe',
  'wallet.vipPage.cancel', 'wallet.vipPage.renew', 'wallet.vipPage.subscribe', 'welcome.later', 'welcome.start',
  'serviceChat.talkToPerson', 'serviceChat.resolved', 'serviceChat.unresolved', 'serviceChat.end', 'gamePopup.open',
  'giftCare.confirmSend',
  'fairBilling.receipt.verify', 'fairBilling.receipt.export',
];
/** A translated button label may grow to this many times its English length… */
const BUTTON_LABEL_MAX_GROWTH = 1.5;
/** …or to this many characters, which the narrowest button holds at 390 px (so "OK" may become "D'accord"). */
const BUTTON_LABEL_FREE_CHARS = 12;
/** Placeholders ({{price}}) stand for the same value in every language, so they are not counted. */
const visibleLength = (text: string) => [...text.replace(/\{\{[^}]*\}\}/g, '')].length;

type Catalogue = { [key: string]: string | Catalogue };

function readCatalogue(code: string): Catalogue {
  return JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, `${code}.json`), 'utf8')) as Catalogue;
}

function isPluralGroup(node: Catalogue): boolean {
  const keys = Object.keys(node);
  return keys.length > 0 && keys.every((k) => PLURAL_FORMS.has(k)) && 'other' in node;
}

/** Leaf keys; a plural group is one key whose forms are listed. */
function leaves(node: Catalogue, prefix = ''): Map<string, string | string[]> {
  const out = new Map<string, string | string[]>();
  for (const [key, value] of Object.entries(node)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else if (isPluralGroup(value)) out.set(full, Object.keys(value));
    else for (const [k, v] of leaves(value, full)) out.set(k, v);
  }
  return out;
}

function pluralValues(node: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] => {
    const full = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[full, value]] : pluralValues(value, full);
  });
}

const en = readCatalogue('en');
const enKeys = leaves(en);

describe('locale catalogues', () => {
  it('has one catalogue file per interface language and no stray files', () => {
    const files = fs.readdirSync(LOCALES_DIR).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', ''));
    expect(files.sort()).toEqual([...APP_LANGUAGES].sort());
  });

  it('has no empty English text', () => {
    for (const [key, value] of pluralValues(en)) expect(value.trim(), key).not.toBe('');
  });

  it.each(APP_LANGUAGES.filter((c) => c !== 'en'))('uses only English keys in %s', (code) => {
    const keys = leaves(readCatalogue(code));
    const unknown = [...keys.keys()].filter((k) => !enKeys.has(k));
    expect(unknown).toEqual([]);
    for (const [key, value] of keys) {
      expect(Array.isArray(value), `${code}: ${key} is a plural group in one file only`).toBe(Array.isArray(enKeys.get(key)));
    }
  });

  it.each(ALL_BUT_EN)('translates every key of English in %s', (code) => {
    const keys = leaves(readCatalogue(code));
    expect([...enKeys.keys()].filter((k) => !keys.has(k))).toEqual([]);
    for (const [key, value] of pluralValues(readCatalogue(code))) expect(value.trim(), `${code}: ${key}`).not.toBe('');
  });

  it.each(APP_LANGUAGES)('gives every plural group in %s the forms its language needs', (code) => {
    const needed = new Intl.PluralRules(toLocaleTag(code)).resolvedOptions().pluralCategories;
    for (const [key, forms] of leaves(readCatalogue(code))) {
      if (!Array.isArray(forms)) continue;
      expect([...forms].sort(), `${code}: ${key}`).toEqual(expect.arrayContaining([...needed].sort()));
    }
  });

  it.each(ALL_BUT_EN)('leaves no text identical to English in %s unless it is listed as the same on purpose', (code) => {
    const english = new Map(pluralValues(en));
    const same = pluralValues(readCatalogue(code)).filter(([key, text]) => {
      const source = english.get(key);
      const group = key.replace(/\.(zero|one|two|few|many|other)$/, '');
      return source === text && /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, '')) && !SAME_AS_ENGLISH[group]?.includes(code) && !SAME_AS_ENGLISH[key]?.includes(code);
    });
    expect(same.map(([key]) => key)).toEqual([]);
  });

  it.each(ALL_BUT_EN)('keeps every placeholder and markup tag of English, formats included, in %s', (code) => {
    const tokensOf = (text: string) => [...text.matchAll(/\{\{[^}]+\}\}|<\/?\w+>/g)].map((m) => m[0].replace(/\s+/g, '')).sort();
    const english = new Map(pluralValues(en));
    for (const [key, text] of pluralValues(readCatalogue(code))) {
      const form = /\.(zero|one|two|few|many|other)$/.exec(key)?.[1];
      const source = english.get(key) ?? english.get(key.replace(/\.(zero|one|two|few|many)$/, '.other'));
      if (source === undefined) continue;
      // A zero, one or two form may spell its number out ("عملة واحدة"); every other form shows it.
      const optional = form === 'zero' || form === 'one' || form === 'two' ? ['{{count}}'] : [];
      const want = tokensOf(source).filter((t) => !optional.includes(t));
      expect(tokensOf(text).filter((t) => !optional.includes(t)), `${code}: ${key}`).toEqual(want);
    }
  });

  it.each(ALL_BUT_EN)('keeps every button label of %s within 1.5 times English or the short-label allowance', (code) => {
    const keys = leaves(readCatalogue(code));
    const tooLong = BUTTON_LABEL_KEYS.flatMap((key) => {
      const source = enKeys.get(key);
      const text = keys.get(key);
      if (typeof source !== 'string' || typeof text !== 'string') return [];
      const limit = Math.max(BUTTON_LABEL_FREE_CHARS, Math.floor(BUTTON_LABEL_MAX_GROWTH * visibleLength(source)));
      return visibleLength(text) > limit ? [`${key}: "${text}" (${visibleLength(text)} > ${limit})`] : [];
    });
    expect(tooLong).toEqual([]);
  });

  it('lists only button keys that English has as plain texts', () => {
    for (const key of BUTTON_LABEL_KEYS) expect(typeof enKeys.get(key), key).toBe('string');
  });

  it('words every domain error code and notice with the domain\'s English source text', () => {
    const sources: [string, string][] = [
      ...(Object.entries(VALIDATION_MESSAGES_EN) as [ValidationErrorCode, string][]).map(([code, text]): [string, string] => [`error.${code}`, text]),
      ...Object.entries(CARD_ERROR_MESSAGES_EN).map(([code, text]): [string, string] => [`error.${code}`, text]),
      ...Object.entries(CALL_END_TEXTS_EN),
    ];
    for (const [key, text] of sources) expect(enKeys.get(key), key).toBe(text);
  });

  it('has a text for every key the domain hands to the views', () => {
    const intimacy = [0, 1, 2, 3, 4, 5].map((level) => `intimacy.${intimacyLevelName(level)}`);
    const online = [0, 1, 2, 3].map((status) => `online.${onlineStatusLabel(status)}`);
    for (const key of [...intimacy, ...online]) expect(enKeys.has(key), key).toBe(true);
  });
});
