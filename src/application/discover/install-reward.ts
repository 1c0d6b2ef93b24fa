import { Subject, distinctUntilChanged, filter, merge, type Observable } from 'rxjs';
import type { ResponseData } from '../contracts/define-contract';
import type { homeScreenRewardContract } from '../contracts/reward/home-screen.contract';
import type { InstallSource } from '../ports/app-install.port';
import type { StoragePort } from '../ports/storage.port';

/** Storage entry: the app was installed and the server has not yet answered the claim (signed out, offline). */
export const INSTALL_REWARD_PENDING_ENTRY = 'install-reward.pending';

export type HomeScreenRewardAnswer = ResponseData<typeof homeScreenRewardContract>;

export interface InstallRewardDeps {
  readonly installs$: Observable<InstallSource>;
  /** The session's status: a claim waits for 'signed-in'. */
  readonly sessionStatus$: Observable<string>;
  readonly signedIn: () => boolean;
  readonly storage: StoragePort;
  /** /reward/home-screen; null when it failed (the request layer has said why). */
  readonly claim: (source: InstallSource) => Promise<HomeScreenRewardAnswer | null>;
  /** The balance the claim answered, for the wallet's figure. */
  readonly setBalance: (balance: number) => void;
}

export interface InstallReward {
  /** The coins credited, once per account: a toast says so. */
  readonly rewarded$: Observable<number>;
  dispose(): void;
}

const isSource = (value: unknown): value is InstallSource => value === 'web' || value === 'native';

/**
 * The add-to-home-screen reward (000 §9): the install is remembered until the server has
 * answered a claim, which is sent now if signed in, else at the next sign-in. The server
 * pays once per account (its ledger key), so a second install, device or retry credits
 * nothing and shows nothing; only a `granted` answer moves the balance and says so.
 */
export function watchInstallReward(deps: InstallRewardDeps): InstallReward {
  const rewarded$ = new Subject<number>();
  let claiming = false;
  const claimPending = async () => {
    const source = deps.storage.read(INSTALL_REWARD_PENDING_ENTRY);
    if (claiming || !isSource(source) || !deps.signedIn()) return;
    claiming = true;
    try {
      const answer = await deps.claim(source);
      if (answer === null) return;
      deps.storage.remove(INSTALL_REWARD_PENDING_ENTRY);
      deps.setBalance(answer.balance);
      if (answer.granted === 1) rewarded$.next(answer.coins);
    } finally {
      claiming = false;
    }
  };
  const installs = deps.installs$.subscribe((source) => {
    deps.storage.write(INSTALL_REWARD_PENDING_ENTRY, source);
  });
  const attempts = merge(deps.installs$, deps.sessionStatus$.pipe(distinctUntilChanged(), filter((status) => status === 'signed-in'))).subscribe(() => void claimPending());
  return {
    rewarded$: rewarded$.asObservable(),
    dispose() {
      installs.unsubscribe();
      attempts.unsubscribe();
    },
  };
}
