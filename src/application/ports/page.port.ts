import type { Observable } from 'rxjs';

/** The page the app runs in: its address, its route, and leaving or reloading it. */
export interface PagePort {
  /** e.g. https://glint.example — where uploads and the card provider's return come back to. */
  readonly origin: string;
  readonly protocol: string;
  readonly host: string;
  /** The address's hash (the router's route, e.g. '#/pages/balance'). */
  hash(): string;
  readonly hashChanges$: Observable<unknown>;
  /** Leaves for another address (a third-party sign-in page). */
  assign(url: string): void;
  reload(): void;
}
