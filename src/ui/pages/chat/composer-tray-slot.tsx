import type { ComponentType } from 'react';
import type { OutgoingDraft } from '../../../application/messages/outgoing-draft';

export interface ComposerTrayProps {
  peerUid: number;
  onSend(draft: OutgoingDraft): void;
  onInsertEmoji(emoji: string): void;
  disabled?: boolean;
}

/**
 * The composer's extra buttons and panels (emoji, stickers, album, camera, video, voice,
 * gift) come from the composer-media work in ./composer; until that module exists the
 * composer shows the text field alone.
 */
const found = import.meta.glob<{ ComposerTray?: ComponentType<ComposerTrayProps> }>('./composer/ComposerTray.tsx', { eager: true });

export const ComposerTray: ComponentType<ComposerTrayProps> | null = Object.values(found)[0]?.ComposerTray ?? null;
