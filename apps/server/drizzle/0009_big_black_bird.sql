ALTER TABLE "sessions" ADD COLUMN "external_voting_uri" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "external_translation_uri" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "active_speaker_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_active_speaker_id_users_id_fk" FOREIGN KEY ("active_speaker_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;