CREATE TABLE "demo_seeds" (
	"platform_id" integer PRIMARY KEY NOT NULL,
	"first_day" date NOT NULL,
	"programme_version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_seeds" ADD CONSTRAINT "demo_seeds_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "platforms"("id") ON DELETE cascade ON UPDATE no action;