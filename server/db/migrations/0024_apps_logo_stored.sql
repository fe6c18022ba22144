-- A logo address from before logos were stored here was never shown (the page loads images from this origin only): the app keeps its initial tile.
UPDATE "apps" SET "logo_url" = NULL WHERE "logo_url" IS NOT NULL AND "logo_url" !~ '^/api/public/logos/[0-9a-f]{64}\.(svg|webp)$';--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_logo_url_stored" CHECK (logo_url IS NULL OR logo_url ~ '^/api/public/logos/[0-9a-f]{64}\.(svg|webp)$');
