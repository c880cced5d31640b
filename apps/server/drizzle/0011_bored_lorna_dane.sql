-- Trigram indexes (the directory search). In public, so that it outlives any schema dropped after
-- it (a schema dropped with CASCADE takes its extensions and every index that uses them).
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
--> statement-breakpoint
CREATE TABLE "sponsor_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"sponsor_id" integer NOT NULL,
	"title" text NOT NULL,
	"uri" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_hotspots" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"sponsor_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"pos_top" real NOT NULL,
	"pos_left" real NOT NULL,
	"map_height" real NOT NULL,
	"map_width" real NOT NULL,
	"vid_width" integer DEFAULT 640 NOT NULL,
	"vid_height" integer DEFAULT 360 NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"sponsor_id" integer NOT NULL,
	"title" text NOT NULL,
	"uri" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"sponsor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hide_from_directory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "directory_search" text GENERATED ALWAYS AS (lower(translate("users"."first_name" || ' ' || "users"."last_name" || ' ' || "users"."organisation" || ' ' || "users"."town" || ' ' || "users"."country", 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZz'))) STORED;--> statement-breakpoint
ALTER TABLE "sponsor_documents" ADD CONSTRAINT "sponsor_documents_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_documents" ADD CONSTRAINT "sponsor_documents_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_hotspots" ADD CONSTRAINT "sponsor_hotspots_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_hotspots" ADD CONSTRAINT "sponsor_hotspots_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_links" ADD CONSTRAINT "sponsor_links_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_links" ADD CONSTRAINT "sponsor_links_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_staff" ADD CONSTRAINT "sponsor_staff_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_staff" ADD CONSTRAINT "sponsor_staff_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_staff" ADD CONSTRAINT "sponsor_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsor_documents_sponsor" ON "sponsor_documents" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "sponsor_hotspots_sponsor" ON "sponsor_hotspots" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "sponsor_links_sponsor" ON "sponsor_links" USING btree ("sponsor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_staff_unique" ON "sponsor_staff" USING btree ("sponsor_id","user_id");--> statement-breakpoint
CREATE INDEX "users_directory_order" ON "users" USING btree ("platform_id","last_name","first_name","id");--> statement-breakpoint
-- The operator class named with the extension's schema, wherever the database has it (this
-- schema need not be on the search path).
DO $$
DECLARE trgm text;
BEGIN
  SELECT n.nspname INTO trgm FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX "users_directory_search" ON "users" USING gin ("directory_search" %I.gin_trgm_ops) WITH (fastupdate = off)', trgm);
END $$;