import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatUser } from '../../../application/contracts/msg/chat-user';
import { checkSayHi } from '../../../domain/banners/say-hi';
import { Avatar } from '../../components/Avatar';
import { Dialog } from '../../popups/Dialog';

export interface SayHiDialogProps {
  open: boolean;
  peer: ChatUser;
  onSayHi(uids: readonly number[]): Promise<boolean>;
  onClose(): void;
}

/**
 * The say-hi dialog (001 §2, §5): the matched user preselected, a say-hi button whose
 * clicks within 4 s of the last accepted one are ignored (domain checkSayHi).
 */
export function SayHiDialog({ open, peer, onSayHi, onClose }: SayHiDialogProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(true);
  const lastSentAt = useRef<number | null>(null);

  const sayHi = () => {
    const now = Date.now();
    if (!checkSayHi(selected ? 1 : 0, lastSentAt.current, now).ok) return;
    lastSentAt.current = now;
    void onSayHi(selected ? [peer.uid] : []).then((sent) => {
      if (sent) onClose();
    });
  };

  return (
    <Dialog
      open={open}
      title={t('chat.sayHiTitle', { name: peer.nickname })}
      body={
        <div className="say-hi">
          <p>{t('chat.sayHiBody')}</p>
          <label className="say-hi__user">
            <input type="checkbox" checked={selected} onChange={(event) => setSelected(event.target.checked)} />
            <Avatar src={peer.small_avatar || peer.avatar || null} alt="" size={40} />
            <span>{peer.nickname}</span>
          </label>
        </div>
      }
      confirmLabel={t('chat.sayHi')}
      cancelLabel={t('common.cancel')}
      onConfirm={sayHi}
      onCancel={onClose}
    />
  );
}
