CREATE TABLE "activity_visit_days" (
	"platform_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "activity_visit_days_platform_id_entity_type_entity_id_user_id_day_pk" PRIMARY KEY("platform_id","entity_type","entity_id","user_id","day")
);
