import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { adminRecoveryCodes, users } from '#server/db/schema.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '#server/lib/errors.ts';
import type { Mailer } from '#server/modules/mail/mailer.ts';
import { secondFactorResetMail } from '#server/modules/mail/messages.ts';
import { recordAudit } from '../audit/record.ts';
import { NO_USER } from './details.ts';

const RESET_OWN = 'You cannot reset your own second factor: another administrator can';
const NOTHING_TO_RESET = 'This account has no second factor to reset';

/**
 * POST /api/admin/users/{id}/2fa/reset: another administrator's second factor, reset for them when
 * they have lost both their phone and their recovery codes (docs/decisions/admin.md, "A second
 * factor"). The secret, a set-up kept aside and the recovery codes go, every session of theirs ends
 * (the session version moves on), the audit log keeps who did it, and an e-mail tells them, in one
 * transaction. They sign in with their password again and are asked to set one up anew. One's own
 * is not reset here: whoever can sign in with it does not need to.
 */
export async function resetSecondFactor(db: Db, mailer: Mailer, actorId: string, userId: string): Promise<{ detail: string }> {
  if (actorId === userId) throw new ForbiddenError(RESET_OWN);
  const target = await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(users)
      .set({
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, userId), isNotNull(users.totpEnabledAt)))
      .returning();
    if (!reset) {
      const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      throw exists ? new ConflictError(NOTHING_TO_RESET) : new NotFoundError(NO_USER);
    }
    const [actor] = await tx.select({ username: users.username }).from(users).where(eq(users.id, actorId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    await recordAudit(tx, {
      actorId,
      action: 'user.second_factor_reset',
      entityType: 'user',
      entityId: userId,
      before: { second_factor: true },
      after: { second_factor: false },
    });
    await mailer.enqueue(tx, {
      ...secondFactorResetMail(reset, actor?.username ?? 'Another administrator', mailer.link('/admin')),
      to: reset.email,
      userId,
    });
    return reset;
  });
  mailer.wake();
  return { detail: `Two-factor authentication is reset for ${target.username}: they sign in with their password and set it up again.` };
}
