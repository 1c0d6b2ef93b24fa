import { INSTALL_REWARD } from '../../../application/discover/discover.tokens';
import { useAppServices, useService } from '../../app-services';
import { useFormat } from '../../hooks/use-format';
import { useNotices } from '../../hooks/use-notices';

/**
 * Says so when the add-to-home-screen reward is credited (the balance has moved already).
 * Building the service is what starts the install being watched and claimed.
 */
export function InstallRewardHost() {
  const reward = useService(INSTALL_REWARD);
  const { toast } = useAppServices();
  const format = useFormat();
  useNotices(reward?.rewarded$ ?? null, (coins) => toast.show({ key: 'homeScreen.rewarded', values: { coins: format.number(coins) } }));
  return null;
}
