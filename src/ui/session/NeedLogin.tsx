import type { ReactNode } from 'react';
import { NEED_LOGIN_ATTRIBUTE } from './use-tourist-gate';

/** Marks its content as needing a real account: tourists get the login prompt instead (000 §6). */
export function NeedLogin({ children }: { children: ReactNode }) {
  return (
    <div className="need-login" {...{ [NEED_LOGIN_ATTRIBUTE]: '' }}>
      {children}
    </div>
  );
}
