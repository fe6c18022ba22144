ALTER TABLE "apps" ADD COLUMN "referral_link_domains" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Apps made before link domains existed: the hosts of their App URL and Offer URL, without "www.".
-- (New apps get the registrable domain of each, worked out in TypeScript: apps/link-domains.ts.)
UPDATE "apps" SET "referral_link_domains" = ARRAY(
  SELECT DISTINCT regexp_replace(lower(host), '^www\.', '')
  FROM (VALUES (substring("app_url" from '^[A-Za-z]+://([^/:?#]+)')), (substring("offer_url" from '^[A-Za-z]+://([^/:?#]+)'))) AS urls(host)
  WHERE host IS NOT NULL
  ORDER BY 1
);
