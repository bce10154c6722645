import { createHmac } from 'node:crypto';

/**
 * A TURN REST API credential (draft-uberti-behave-turn-rest-00), the form coturn's `use-auth-secret` verifies:
 * the username is the expiry (Unix seconds) and the user id joined by ':', the credential is the base64 HMAC-SHA1
 * of that username keyed with the shared secret. coturn refuses it once the expiry has passed.
 */
export function turnCredential(secret: string, userId: number, expiresAt: Date): { username: string; credential: string } {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}
