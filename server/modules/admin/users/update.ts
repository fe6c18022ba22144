import { eq, sql } from 'drizzle-orm';
import type { AdminUser, AdminUserUpdateBody } from '#contract/admin/users/schema.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { ConflictError, ForbiddenError, NotFoundError, isUniqueViolation } from '#server/lib/errors.ts';
import { effectivePlan } from '#server/modules/subscription/plan.ts';
import { changedFields, recordAudit } from '../audit/record.ts';
import { NO_USER } from './details.ts';
import { editableFieldsOf, NO_MATCHES, toAdminUserDto } from './dto.ts';
import { matchCountsFor } from './match-counts.ts';

const EMAIL_TAKEN = 'An account with this email already exists';

/**
 * PATCH /api/admin/users/{id}. An administrator cannot take away their own admin right or
 * deactivate themselves (someone else must), so the product never loses its last administrator
 * by accident. A deactivated user's tokens stop working at their next request.
 */
export async function updateUser(db: Db, callerId: string, id: string, body: AdminUserUpdateBody): Promise<AdminUser> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!before) throw new NotFoundError(NO_USER);
      if (id === callerId && body.is_admin === false) throw new ForbiddenError('You cannot remove your own administrator right');
      if (id === callerId && body.is_active === false) throw new ForbiddenError('You cannot deactivate your own account');
      if (body.email !== undefined && body.email.toLowerCase() !== before.email.toLowerCase()) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = lower(${body.email})`);
        if (taken && taken.id !== id) throw new ConflictError(EMAIL_TAKEN);
      }

      // Compared with the plan in force, so Premium granted over a lapsed Premium month takes effect.
      const planChanges = body.subscription_status !== undefined && body.subscription_status !== effectivePlan(before).status;
      const next = {
        email: body.email ?? before.email,
        isActive: body.is_active ?? before.isActive,
        isAdmin: body.is_admin ?? before.isAdmin,
        subscriptionStatus: planChanges ? body.subscription_status! : before.subscriptionStatus,
        // A plan granted here has no end date; back on Free there is nothing left to expire.
        subscriptionExpiresAt: planChanges ? null : before.subscriptionExpiresAt,
      };
      const changes = changedFields(editableFieldsOf(before), editableFieldsOf({ ...before, ...next }));
      let after = before;
      if (Object.keys(changes.after).length > 0) {
        const [updated] = await tx
          .update(users)
          .set({ ...next, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        after = updated!;
        await recordAudit(tx, { actorId: callerId, action: 'user.update', entityType: 'user', entityId: id, ...changes });
      }
      const counts = await matchCountsFor(tx, [id]);
      return toAdminUserDto(after, counts.get(id) ?? NO_MATCHES, callerId);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) throw new ConflictError(EMAIL_TAKEN);
    throw error;
  }
}
