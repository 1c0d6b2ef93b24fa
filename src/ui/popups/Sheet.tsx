import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../components/IconButton';
import { CloseIcon } from '../components/icons/nav-icons';
import { Popup } from './Popup';
import type { PopupLayerName } from './popup-layer';
import { useSwipeDown } from './use-swipe-down';

export interface SheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  layer: PopupLayerName;
  children: ReactNode;
  'data-testid'?: string;
}

/** A bottom sheet (login methods, balance, VIP, pay method): slides up, closes with X, Escape, the mask or a swipe down. */
export function Sheet({ open, title, onClose, layer, children, ...rest }: SheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [sheet, setSheet] = useState<HTMLDivElement | null>(null);
  const [grip, setGrip] = useState<HTMLDivElement | null>(null);
  useSwipeDown(grip, sheet, open, onClose);
  return (
    <Popup open={open} layer={layer} placement="bottom" onDismiss={onClose} labelledBy={titleId} {...rest}>
      <div ref={setSheet} className="sheet">
        <div ref={setGrip} className="sheet__grip" data-testid="sheet-grip">
          <div className="sheet__handle" aria-hidden="true" />
          <div className="sheet__header">
            <h2 id={titleId} className="sheet__title">
              {title}
            </h2>
            <IconButton label={t('common.close')} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </div>
        </div>
        {children}
      </div>
    </Popup>
  );
}
