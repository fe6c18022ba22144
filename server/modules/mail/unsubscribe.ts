import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_PREFERENCE_KEYS, type NotificationPreferenceKey } from '#contract/notifications/rules.ts';

/**
 * One-click unsubscribe links: `<user id>.<kind>.<signature>`, signed with a key of their own (derived
 * from the token secret), so a link works without signing in and cannot be made for someone else.
 * It stays valid: unsubscribing again changes nothing.
 */
export class UnsubscribeLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('unsubscribe links').digest();
  }

  private signature(userId: string, kind: NotificationPreferenceKey): string {
    return createHmac('sha256', this.key).update(`${userId}.${kind}`).digest('base64url');
  }

  token(userId: string, kind: NotificationPreferenceKey): string {
    return `${userId}.${kind}.${this.signature(userId, kind)}`;
  }

  /** The member and kind a token names, or null when it is not one of ours. */
  read(token: string): { userId: string; kind: NotificationPreferenceKey } | null {
    const [userId, kind, signature] = token.split('.');
    if (!userId || !kind || !signature || !(NOTIFICATION_PREFERENCE_KEYS as readonly string[]).includes(kind)) return null;
    const expected = Buffer.from(this.signature(userId, kind as NotificationPreferenceKey));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { userId, kind: kind as NotificationPreferenceKey };
  }
}
