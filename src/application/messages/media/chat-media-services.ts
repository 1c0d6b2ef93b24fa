import { isOwnMediaUrl, type MediaOrigins, type PictureSource } from '../../../domain/media';
import { createGiftSheet, type GiftSheet, type GiftSheetDeps } from '../../gifts/gift-sheet';
import type { ImageCompressionPort } from '../../ports/image-compression.port';
import type { VoiceRecorderPort } from '../../ports/voice-recorder.port';
import type { OutgoingDraft } from '../outgoing-draft';
import { prepareImageDrafts, type ImageDrafts, type PickedFile } from './prepare-image-drafts';
import { mayUseSticker, type RestModeStickerGateDeps } from './rest-mode-sticker-gate';
import { createVoiceComposer, type VoiceComposer } from './voice-composer';

/** What the composer's media pieces and the gift sheet ask of the core (useService(CHAT_MEDIA) in the views). */
export interface ChatMediaServices {
  readonly gifts: GiftSheet;
  /** The microphone's level while recording, 0–1. */
  readonly voiceLevel$: VoiceRecorderPort['level$'];
  /** A hold-to-record controller that hands its voice drafts to `send`. */
  voiceComposer(send: (draft: Extract<OutgoingDraft, { kind: 'voice' }>) => void): VoiceComposer;
  prepareImages(picked: readonly PickedFile[], source: PictureSource): Promise<ImageDrafts>;
  /** The rest-mode sticker rule: true when the sticker may go. */
  mayUseSticker(): Promise<boolean>;
  /** Whether a message's media URL is ours to load (isOwnMediaUrl); any other is never rendered. */
  mayShowMedia(url: string): boolean;
}

export interface ChatMediaDeps extends GiftSheetDeps, Omit<RestModeStickerGateDeps, 'http'> {
  readonly images: ImageCompressionPort;
  readonly recorder: VoiceRecorderPort;
  readonly now: () => number;
  /** Suffixes the picker skips (001 §5), from the server's config when it sends one. */
  readonly bannedSuffixes?: () => readonly string[];
  /** The page's origin and the uploads' bucket origin (/profile/init config.media_origin). */
  readonly mediaOrigins: () => MediaOrigins;
}

export function createChatMediaServices(deps: ChatMediaDeps): ChatMediaServices {
  return {
    gifts: createGiftSheet(deps),
    voiceLevel$: deps.recorder.level$,
    voiceComposer: (send) => createVoiceComposer({ recorder: deps.recorder, now: deps.now, send }),
    prepareImages: (picked, source) => prepareImageDrafts(deps, picked, source, deps.bannedSuffixes?.() ?? []),
    mayUseSticker: () => mayUseSticker(deps),
    mayShowMedia: (url) => isOwnMediaUrl(url, deps.mediaOrigins()),
  };
}
