CREATE TABLE "programme_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programme_labels" ADD CONSTRAINT "programme_labels_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "programme_labels_platform_kind_name" ON "programme_labels" USING btree ("platform_id","kind","name");