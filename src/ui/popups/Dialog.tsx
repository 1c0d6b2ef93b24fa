import { useId, type ReactNode } from 'react';
import { Button } from '../components/Button';
import { Popup } from './Popup';
import type { PopupLayerName } from './popup-layer';

export interface DialogProps {
  open: boolean;
  title?: string;
  body: ReactNode;
  confirmLabel: string;
  /** Leave out for a one-button notice ("got it"). */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel button, Escape and a tap on the mask. */
  onCancel: () => void;
  layer?: PopupLayerName;
  destructive?: boolean;
}

/** The generic confirm dialog (test ids dialog-confirm, dialog-cancel), on the confirm layer. */
export function Dialog({ open, title, body, confirmLabel, cancelLabel, onConfirm, onCancel, layer = 'confirm', destructive }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Popup
      open={open}
      layer={layer}
      placement="center"
      role="alertdialog"
      onDismiss={onCancel}
      labelledBy={title ? titleId : bodyId}
      describedBy={title ? bodyId : undefined}
    >
      <div className="dialog">
        {title ? (
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
        ) : null}
        <div id={bodyId} className="dialog__body">
          {body}
        </div>
        <div className="dialog__actions">
          {cancelLabel ? (
            <Button variant="secondary" onClick={onCancel} data-testid="dialog-cancel">
              {cancelLabel}
            </Button>
          ) : null}
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} data-testid="dialog-confirm" data-autofocus>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
