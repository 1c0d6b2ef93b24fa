import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatUser } from '../../../application/contracts/msg/chat-user';
import { checkSayHi } from '../../../domain/banners/say-hi';
import { Avatar } from '../../components/Avatar';
import { Dialog } from '../../popups/Dialog';

export interface SayHiDialogProps {
  open: boolean;
  peer: ChatUser;
  /** The say-hi list the matches filled (/greet/list); null when it could not be loaded. */
  loadCandidates(): Promise<readonly ChatUser[] | null>;
  onSayHi(uids: readonly number[]): Promise<boolean>;
  /** Closed without greeting: these users leave the say-hi list (/greet/clean). */
  onDismiss(uids: readonly number[]): void;
  onClose(): void;
}

/** The chat's peer first, then everyone else on the say-hi list, each once. */
const listed = (peer: ChatUser, candidates: readonly ChatUser[]): readonly ChatUser[] => [peer, ...candidates.filter((user) => user.uid !== peer.uid)];

/**
 * The say-hi dialog (001 §6): the matched users — this chat's peer and everyone else
 * matches put on the say-hi list — all preselected, and a say-hi button whose clicks within
 * 4 s of the last accepted one, or with nobody selected, are ignored (domain checkSayHi).
 * Cancelling takes the listed users off the list.
 */
export function SayHiDialog({ open, peer, loadCandidates, onSayHi, onDismiss, onClose }: SayHiDialogProps) {
  const { t } = useTranslation();
  const [users, setUsers] = useState<readonly ChatUser[]>([peer]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set([peer.uid]));
  const lastSentAt = useRef<number | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    void loadCandidates().then((candidates) => {
      if (!live) return;
      const all = listed(peer, candidates ?? []);
      setUsers(all);
      setSelected(new Set(all.map((user) => user.uid)));
    });
    return () => {
      live = false;
    };
  }, [open, peer, loadCandidates]);

  const toggle = (uid: number, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(uid);
      else next.delete(uid);
      return next;
    });

  const sayHi = () => {
    const now = Date.now();
    if (!checkSayHi(selected.size, lastSentAt.current, now).ok) return;
    lastSentAt.current = now;
    void onSayHi([...selected]).then((sent) => {
      if (sent) onClose();
    });
  };

  const cancel = () => {
    onDismiss(users.map((user) => user.uid));
    onClose();
  };

  return (
    <Dialog
      open={open}
      title={t('chat.sayHiTitle', { name: peer.nickname })}
      body={
        <div className="say-hi">
          <p>{t('chat.sayHiBody')}</p>
          <ul className="say-hi__users" data-testid="say-hi-list">
            {users.map((user) => (
              <li key={user.uid}>
                <label className="say-hi__user">
                  <input
                    type="checkbox"
                    checked={selected.has(user.uid)}
                    onChange={(event) => toggle(user.uid, event.target.checked)}
                    data-testid="say-hi-user"
                    data-uid={user.uid}
                  />
                  <Avatar src={user.small_avatar || user.avatar || null} alt="" size={40} />
                  <span>{user.nickname}</span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      }
      confirmLabel={t('chat.sayHi')}
      cancelLabel={t('common.cancel')}
      onConfirm={sayHi}
      onCancel={cancel}
    />
  );
}
