/** The four tab pages of the spec (000 §2), in tab-index order. */
export const TAB_ROUTES = [
  { id: 'match', path: '/pages/match/index', label: 'Match' },
  { id: 'discover', path: '/pages/discover/index', label: 'Discover' },
  { id: 'message', path: '/pages/message/index', label: 'Messages' },
  { id: 'me', path: '/pages/me/index', label: 'Me' },
] as const;
