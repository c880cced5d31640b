CREATE TABLE "activity_presence" (
	"platform_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"last_action" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"seconds" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_presence_platform_id_entity_type_entity_id_user_id_pk" PRIMARY KEY("platform_id","entity_type","entity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "activity_views" (
	"platform_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "activity_views_platform_id_entity_type_minute_pk" PRIMARY KEY("platform_id","entity_type","minute")
);
--> statement-breakpoint
CREATE INDEX "activity_presence_user" ON "activity_presence" USING btree ("platform_id","entity_type","user_id");--> statement-breakpoint
-- The rollups of the scans logged before they existed: per person and entity, then entering scans per minute.
INSERT INTO "activity_presence" ("platform_id", "entity_type", "entity_id", "user_id", "first_at", "last_at", "last_action", "visits", "seconds")
SELECT "platform_id", "entity_type", "entity_id"::integer, "user_id", min("at"), max("at"),
  (array_agg("action" ORDER BY "at" DESC, "id" DESC))[1],
  count(*) FILTER (WHERE "action" IN ('ENTER_EVENT_LOG', 'ENTER')),
  coalesce(sum("gap") FILTER (WHERE "previous" NOT IN ('LEAVE_EVENT_LOG', 'LEAVE', 'LOGOUT') AND "gap" > 0 AND "gap" <= 360), 0)
FROM (
  SELECT "platform_id", "entity_type", "entity_id", "user_id", "at", "id", "action",
    extract(epoch FROM "at" - lag("at") OVER w) AS "gap", lag("action") OVER w AS "previous"
  FROM "activity_logs"
  WHERE "kind" = 'scan' AND "user_id" IS NOT NULL AND "entity_type" IS NOT NULL AND "action" IS NOT NULL
    AND "entity_id" ~ '^[0-9]{1,9}$'
  WINDOW w AS (PARTITION BY "platform_id", "entity_type", "entity_id", "user_id" ORDER BY "at", "id")
) AS "scans"
GROUP BY "platform_id", "entity_type", "entity_id", "user_id";
--> statement-breakpoint
INSERT INTO "activity_views" ("platform_id", "entity_type", "minute", "views")
SELECT "platform_id", "entity_type", date_trunc('minute', "at"), count(*)::integer
FROM "activity_logs"
WHERE "kind" = 'scan' AND "user_id" IS NOT NULL AND "entity_type" IS NOT NULL AND "action" IN ('ENTER_EVENT_LOG', 'ENTER')
  AND "entity_id" ~ '^[0-9]{1,9}$'
GROUP BY 1, 2, 3;
