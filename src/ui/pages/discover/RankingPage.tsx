import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseData } from '../../../application/contracts/define-contract';
import type { rankingListContract } from '../../../application/contracts/ranking/list.contract';
import type { CallPeer } from '../../../application/contracts/call/call-peer';
import { DISCOVER } from '../../../application/discover/discover.tokens';
import { RANKING_BOARDS, RANKING_PERIODS, type RankingBoard, type RankingPeriod } from '../../../domain';
import { useService } from '../../app-services';
import { Avatar } from '../../components/Avatar';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { PageBody, PageShell } from '../../shell/PageShell';
import './discover.css';

type Board = ResponseData<typeof rankingListContract>;
type Load = { readonly phase: 'loading' } | { readonly phase: 'error' } | { readonly phase: 'ready'; readonly board: Board };

/** /pagesPub/ranking-list/ranking-list: daily and weekly, girls (coins received) and guys (coins spent), the viewer pinned at the bottom. */
export function RankingPage() {
  const { t } = useTranslation();
  const services = useService(DISCOVER);
  const [period, setPeriod] = useState<RankingPeriod>('daily');
  const [board, setBoard] = useState<RankingBoard>('girls');
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (services === null) return;
    let current = true;
    setLoad({ phase: 'loading' });
    void services.rankings(period, board).then((answer) => {
      if (current) setLoad(answer === null ? { phase: 'error' } : { phase: 'ready', board: answer });
    });
    return () => {
      current = false;
    };
  }, [services, period, board, attempt]);

  const figure = (coins: number) => (board === 'girls' ? t('ranking.received', { coins }) : t('ranking.spent', { coins }));
  return (
    <PageShell title={t('pages.ranking')}>
      <PageBody padded>
        <div className="ranking__tabs" role="group" aria-label={t('ranking.periods')}>
          {RANKING_PERIODS.map((name) => (
            <button key={name} type="button" className="ranking__tab" aria-pressed={period === name} data-testid="ranking-period" data-period={name} onClick={() => setPeriod(name)}>
              {t(`ranking.${name}`)}
            </button>
          ))}
        </div>
        <div className="ranking__tabs" role="group" aria-label={t('ranking.boards')}>
          {RANKING_BOARDS.map((name) => (
            <button key={name} type="button" className="ranking__tab" aria-pressed={board === name} data-testid="ranking-kind" data-kind={name} onClick={() => setBoard(name)}>
              {t(`ranking.${name}`)}
            </button>
          ))}
        </div>
        <p className="ranking__note">{t('ranking.resets')}</p>
        {load.phase === 'loading' ? <Spinner /> : null}
        {load.phase === 'error' ? <ErrorState title={t('ranking.error')} body={t('discoverFeed.errorBody')} retryLabel={t('discoverFeed.retry')} onRetry={() => setAttempt((n) => n + 1)} /> : null}
        {load.phase === 'ready' && load.board.list.length === 0 ? <EmptyState fill={false} title={t('ranking.empty')} /> : null}
        {load.phase === 'ready' && load.board.list.length > 0 ? (
          <ol className="ranking__list" aria-label={t(`ranking.${board}`)}>
            {load.board.list.map((row) => (
              <RankRow key={row.user_info.uid} rank={String(row.rank)} user={row.user_info} figure={figure(row.coins)} />
            ))}
          </ol>
        ) : null}
        {load.phase === 'ready' ? (
          <div className="ranking__mine" data-testid="ranking-mine">
            <RankRow
              rank={load.board.mine.rank !== null ? String(load.board.mine.rank) : load.board.mine.capped ? t('ranking.beyond') : '–'}
              user={load.board.mine.user_info}
              figure={load.board.mine.rank === null && !load.board.mine.capped ? t('ranking.notRanked') : figure(load.board.mine.coins)}
              you
            />
          </div>
        ) : null}
      </PageBody>
    </PageShell>
  );
}

function RankRow({ rank, user, figure, you = false }: { rank: string; user: CallPeer; figure: string; you?: boolean }) {
  const { t } = useTranslation();
  const Item = you ? 'div' : 'li';
  return (
    <Item className="ranking__row" data-testid={you ? undefined : 'user-row'} data-uid={user.uid}>
      <span className="ranking__rank">{rank}</span>
      <Avatar src={user.avatar === '' ? null : user.avatar} alt="" size={40} />
      <span className="ranking__who">
        <span>
          {user.nickname}
          {you ? ` (${t('ranking.you')})` : ''}
        </span>
        {user.hide_level === 0 ? <span className="ranking__figure">{t('discoverFeed.level', { level: user.level })}</span> : null}
      </span>
      <span className="ranking__figure">{figure}</span>
    </Item>
  );
}
