/** A failed send is retried once after 3 s; typing indicators time out after 3 s. */
export const SEND_RETRY_DELAY_MS = 3000;
export const TYPING_TIMEOUT_MS = 3000;
/** While typing goes on, typing-start is repeated so the other side's 3-second timeout does not fire. */
export const TYPING_REFRESH_MS = 2000;
/** How long one send waits for the server's acknowledgement before it counts as failed. */
export const SEND_TIMEOUT_MS = 10_000;
