import type { App } from '#contract/apps/schema.ts';
import type { Db } from '#server/db/client.ts';
import type { AppRow } from '#server/modules/apps/dto.ts';
import { logoWebp } from '#server/modules/logos/encode.ts';
import { saveLogo } from '#server/modules/logos/store.ts';
import { lockApp, saveApp } from './write.ts';

/** The app's own values with another logo: a logo change saves like any other change, audited as app.update. */
function withLogo({ id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...values }: AppRow, logoUrl: string | null) {
  return { ...values, logoUrl };
}

/** POST /api/admin/apps/{id}/logo: an uploaded image (checked by its bytes, re-encoded) becomes the app's logo at once. */
export async function uploadAppLogo(db: Db, actorId: string, id: string, upload: Buffer): Promise<App> {
  const content = await logoWebp(upload);
  return db.transaction(async (tx) => {
    const before = await lockApp(tx, id);
    const { path } = await saveLogo(tx, { content, contentType: 'image/webp', source: 'upload' });
    return saveApp(tx, actorId, before, withLogo(before, path));
  });
}

/** DELETE /api/admin/apps/{id}/logo: the app shows its coloured initial again; the image stays stored (its address may be cached). */
export function removeAppLogo(db: Db, actorId: string, id: string): Promise<App> {
  return db.transaction(async (tx) => {
    const before = await lockApp(tx, id);
    return saveApp(tx, actorId, before, withLogo(before, null));
  });
}
