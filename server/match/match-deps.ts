import type { MatchService } from './match-service.js';

/** What the /match/* endpoints get from the match module (kept apart from match-module.ts so endpoints never import the module). */
export interface MatchDeps {
  readonly match: MatchService;
}
