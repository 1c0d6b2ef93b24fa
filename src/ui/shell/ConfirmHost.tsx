import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmRequest } from '../../application/notices/confirm-store';
import { useAppServices } from '../app-services';
import { useLiveState } from '../hooks/use-live-state';
import { useMessageText } from '../i18n/use-message';
import { Dialog } from '../popups/Dialog';

/**
 * The confirm dialog the core asks for (terms not ticked, wrong password, logout…).
 * The last request stays rendered while the dialog animates out.
 */
export function ConfirmHost() {
  const { confirm } = useAppServices();
  const { t } = useTranslation();
  const text = useMessageText();
  const current = useLiveState(confirm.current$);
  const shown = useRef<ConfirmRequest | null>(null);
  if (current) shown.current = current;
  const request = current ?? shown.current;
  if (!request) return null;

  return (
    <Dialog
      open={current !== null}
      title={request.title ? text(request.title) : undefined}
      body={text(request.body)}
      confirmLabel={request.confirmLabel ? text(request.confirmLabel) : t('common.confirm')}
      cancelLabel={request.cancelLabel === null ? undefined : request.cancelLabel ? text(request.cancelLabel) : t('common.cancel')}
      destructive={request.destructive}
      onConfirm={() => confirm.answer(request.id, true)}
      onCancel={() => confirm.answer(request.id, false)}
    />
  );
}
