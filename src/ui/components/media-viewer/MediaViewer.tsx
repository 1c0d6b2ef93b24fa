import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../icons/nav-icons';
import { usePopupRoot } from '../../popups/popup-root';
import './media-viewer.css';

/** A full-screen black stage for a picture or a video (001 §2 "Image preview"); Escape or X closes. */
export function MediaViewer({ label, onClose, children, toolbar }: { label: string; onClose(): void; children: ReactNode; toolbar?: ReactNode }) {
  const { t } = useTranslation();
  const root = usePopupRoot();
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    bar.current?.querySelector<HTMLButtonElement>('.media-viewer__close')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const stage = (
    <div className="media-viewer" role="dialog" aria-modal="true" aria-label={label} data-testid="media-viewer">
      <div className="media-viewer__bar" ref={bar}>
        {toolbar}
        <IconButton label={t('common.close')} onClick={onClose} className="media-viewer__close" data-testid="media-viewer-close">
          <CloseIcon />
        </IconButton>
      </div>
      <div className="media-viewer__stage">{children}</div>
    </div>
  );
  return createPortal(stage, root ?? document.body);
}
