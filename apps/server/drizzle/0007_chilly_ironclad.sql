CREATE TABLE "item_likes" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"presentation_id" integer,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"presentation_id" integer,
	"user_id" integer NOT NULL,
	"half_steps" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"presentation_id" integer,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_likes" ADD CONSTRAINT "item_likes_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_likes" ADD CONSTRAINT "item_likes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_likes" ADD CONSTRAINT "item_likes_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_likes" ADD CONSTRAINT "item_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_ratings" ADD CONSTRAINT "item_ratings_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_ratings" ADD CONSTRAINT "item_ratings_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_ratings" ADD CONSTRAINT "item_ratings_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_ratings" ADD CONSTRAINT "item_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_views" ADD CONSTRAINT "item_views_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_views" ADD CONSTRAINT "item_views_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_views" ADD CONSTRAINT "item_views_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_views" ADD CONSTRAINT "item_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_likes_user_item" ON "item_likes" USING btree ("user_id","session_id",coalesce("presentation_id", 0));--> statement-breakpoint
CREATE INDEX "item_likes_item" ON "item_likes" USING btree ("session_id","presentation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_ratings_user_item" ON "item_ratings" USING btree ("user_id","session_id",coalesce("presentation_id", 0));--> statement-breakpoint
CREATE INDEX "item_ratings_item" ON "item_ratings" USING btree ("session_id","presentation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_views_user_item_day" ON "item_views" USING btree ("user_id","session_id",coalesce("presentation_id", 0),"day");--> statement-breakpoint
CREATE INDEX "item_views_item" ON "item_views" USING btree ("session_id","presentation_id");