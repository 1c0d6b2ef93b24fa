import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { popupZIndex, type PopupLayerName } from './popup-layer';
import { usePopupRoot } from './popup-root';
import { useFocusTrap } from './use-focus-trap';

const POPUP_ANIMATION_MS = 300;
const POPUP_CLOSE_DELAY_MS = 300;

type Phase = 'closed' | 'entering' | 'open' | 'closing';

export interface PopupProps {
  open: boolean;
  layer: PopupLayerName;
  placement: 'center' | 'bottom';
  /** Escape and (unless `maskClosable` is false) a tap on the mask call this. */
  onDismiss?: () => void;
  /** False for popups the spec says a mask tap must not close (the welcome gift). */
  maskClosable?: boolean;
  role?: 'dialog' | 'alertdialog';
  labelledBy?: string;
  describedBy?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The popup layer: a mask and a panel at the layer's z-index, animated in and out over
 * POPUP_ANIMATION_MS, kept mounted POPUP_CLOSE_DELAY_MS after closing so the exit plays.
 * Focus is trapped inside while open and returns afterwards.
 */
export function Popup({ open, layer, placement, onDismiss, maskClosable = true, role = 'dialog', labelledBy, describedBy, children, ...rest }: PopupProps) {
  const root = usePopupRoot();
  const panel = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>(open ? 'entering' : 'closed');

  useEffect(() => {
    if (open) {
      setPhase('entering');
      // Two frames: the first paints the start state, the second starts the transition.
      let frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => setPhase('open'));
      });
      return () => cancelAnimationFrame(frame);
    }
    setPhase((current) => (current === 'closed' ? 'closed' : 'closing'));
    const timer = window.setTimeout(() => setPhase('closed'), Math.max(POPUP_ANIMATION_MS, POPUP_CLOSE_DELAY_MS));
    return () => window.clearTimeout(timer);
  }, [open]);

  useFocusTrap(panel, open && phase !== 'closed', onDismiss);

  if (phase === 'closed' || !root) return null;
  const classes = ['popup', `popup--${placement}`, phase === 'open' ? 'popup--open' : '', phase === 'closing' ? 'popup--closing' : '']
    .filter(Boolean)
    .join(' ');
  return createPortal(
    <div className={classes} style={{ zIndex: popupZIndex(layer) }} data-layer={layer}>
      <div className="popup__mask" aria-hidden="true" onClick={maskClosable ? onDismiss : undefined} />
      <div
        ref={panel}
        className="popup__panel"
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        {...rest}
      >
        {children}
      </div>
    </div>,
    root,
  );
}
