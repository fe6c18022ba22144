ALTER TYPE "public"."match_cancel_reason" ADD VALUE 'CODE_PAUSED';--> statement-breakpoint
ALTER TYPE "public"."match_cancel_reason" ADD VALUE 'CODE_WITHDRAWN';