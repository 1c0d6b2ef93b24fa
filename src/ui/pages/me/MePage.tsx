import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppServices } from '../../app-services';
import { Button } from '../../components/Button';
import { BlockIcon, EditIcon, FeedbackIcon, HeadsetIcon, HeartIcon, PhoneIcon, SettingsIcon } from '../../components/icons/page-icons';
import { ListGroup, ListLinkRow } from '../../components/ListRow';
import { useHiddenRoutes } from '../../hooks/use-hidden-routes';
import { useLiveState } from '../../hooks/use-live-state';
import { PageShell } from '../../shell/PageShell';
import { PullToRefresh } from '../../shell/PullToRefresh';
import { GamesStrip } from '../../games/GamesStrip';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { MeCards } from './MeCards';
import { MeHero } from './MeHero';
import { MeStats } from './MeStats';
import { RestModeSwitch } from '../social/RestModeSwitch';
import '../pages.css';
import './me.css';

/** Tab 3: the signed-in user at a glance, their coins and VIP, and the way to every personal page. */
export function MePage() {
  const { t } = useTranslation();
  const { me: viewModel, loginPrompt } = useAppServices();
  const me = useLiveState(viewModel.me$);
  // An operator can hide customer service (config set hide_services): its row goes with the route.
  const hidden = useHiddenRoutes();

  const settingsLink = (
    <Link to="/pagesPub/my/setting" className="icon-button" aria-label={t('me.settings')} title={t('me.settings')}>
      <SettingsIcon />
    </Link>
  );

  return (
    <PageShell title={t('tabs.me')} back={false} swipeBack={false} large trailing={settingsLink} className="page--hero">
      <PullToRefresh onRefresh={viewModel.refresh}>
        <div className="me">
          <MeHero me={me} />
          {me.isTourist ? (
            <div className="me-guest">
              <p className="me-guest__text">{t('me.guestPrompt')}</p>
              <Button size="small" onClick={loginPrompt.open} data-testid="me-sign-in">
                {t('common.signIn')}
              </Button>
            </div>
          ) : null}
          <MeStats me={me} />
          <MeCards me={me} />
          {me.isTourist ? null : <GamesStrip />}
          {me.isHost ? (
            <ListGroup>
              <RestModeSwitch resting={me.isResting} />
            </ListGroup>
          ) : null}
          <ListGroup>
            <ListLinkRow to={ROUTE_PATHS.editProfile} icon={<EditIcon small />} title={t('profileEdit.open')} data-testid="me-edit" />
            <ListLinkRow to="/pagesPub/call-list/list" icon={<PhoneIcon small />} title={t('me.callList')} />
            <ListLinkRow to="/pagesPub/my/my-followings" icon={<HeartIcon small />} title={t('me.followings')} />
            <ListLinkRow to="/pagesPub/my/blocked-list" icon={<BlockIcon small />} title={t('me.blockedList')} />
            {hidden.has(ROUTE_PATHS.assistant) ? null : (
              <ListLinkRow to={ROUTE_PATHS.assistant} icon={<HeadsetIcon small />} title={t('pages.assistant')} data-testid="me-service" />
            )}
            <ListLinkRow to="/pagesPub/my/feedback" icon={<FeedbackIcon small />} title={t('me.feedback')} />
            <ListLinkRow to="/pagesPub/my/setting" icon={<SettingsIcon small />} title={t('me.settings')} data-testid="me-settings" />
          </ListGroup>
        </div>
      </PullToRefresh>
    </PageShell>
  );
}
