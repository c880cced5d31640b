ALTER TABLE "sessions" ADD COLUMN "home_vod_thumbnail_uri" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sponsor_thumbnail_uri" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sponsor_thumbnail_link_uri" text DEFAULT '' NOT NULL;