/** A session's secrets, given to the client once and kept only as hashes (except the request key). */
export interface IssuedSession {
  readonly token: string;
  readonly refreshToken: string;
  readonly appCre: string;
  readonly expiresAt: number;
}
