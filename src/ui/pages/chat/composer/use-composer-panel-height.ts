import { useEffect, useState } from 'react';
import { composerPanelHeight, keyboardHeightOf } from '../../../../domain/messages/composer-panel-height';

/** The keyboard last seen on this device: every chat opened afterwards sizes its panels by it. */
let lastKeyboard: number | null = null;

/**
 * The height of the composer's panels (domain/messages/composer-panel-height.ts) on this
 * screen: it watches the visual viewport for the on-screen keyboard and remembers its height.
 */
export function useComposerPanelHeight(): number {
  const [measured, setMeasured] = useState(lastKeyboard);
  const [screen, setScreen] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const viewport = window.visualViewport;
    const onResize = () => {
      const keyboard = viewport === null ? null : keyboardHeightOf(window.innerHeight, viewport.height);
      if (keyboard !== null) {
        lastKeyboard = keyboard;
        setMeasured(keyboard);
      } else {
        setScreen({ width: window.innerWidth, height: window.innerHeight });
      }
    };
    viewport?.addEventListener('resize', onResize);
    window.addEventListener('resize', onResize);
    return () => {
      viewport?.removeEventListener('resize', onResize);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  const onScreenKeyboard = window.matchMedia('(pointer: coarse)').matches;
  return composerPanelHeight({ measuredKeyboard: measured, onScreenKeyboard, screenWidth: screen.width, screenHeight: screen.height });
}
