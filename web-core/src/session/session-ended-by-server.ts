import { createAction } from '@reduxjs/toolkit';

/**
 * The server refused the stored token because its session ended (signed out elsewhere, password changed,
 * account deactivated, or, on the demo's in-memory database, the data was reset). `notice` is the server's
 * sentence for the person. A separate file: the api layer dispatches it, and the session slice imports the api.
 */
export const sessionEndedByServer = createAction<{ notice: string }>('session/endedByServer');

/** Error codes that mean "this token's session is over": the stored credentials go. */
export const endedSessionCodes: ReadonlySet<string> = new Set(['SESSION_ENDED', 'TOKEN_EXPIRED', 'ACCOUNT_DISABLED']);
