import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../components/IconButton';
import { BackIcon } from '../components/icons/nav-icons';
import { useGoBack } from './use-go-back';

export interface NavBarProps {
  title: string;
  /** Shows the back button (test id nav-back); tab pages have none. */
  back?: boolean;
  /** Large, start-aligned title (tab pages). */
  large?: boolean;
  trailing?: ReactNode;
}

/** The custom navigation bar every page uses (44 px, spec 000 §2). */
export function NavBar({ title, back = true, large, trailing }: NavBarProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <header className="nav-bar">
      {back ? (
        <div className="nav-bar__leading">
          <IconButton label={t('common.back')} onClick={goBack} data-testid="nav-back">
            <BackIcon />
          </IconButton>
        </div>
      ) : null}
      {/* bdi: a title people wrote (a live's, a nickname) keeps its own direction inside an Arabic screen. */}
      <h1 className={large ? 'nav-bar__title nav-bar__title--start' : 'nav-bar__title'}><bdi>{title}</bdi></h1>
      {trailing ? <div className="nav-bar__trailing">{trailing}</div> : null}
    </header>
  );
}
