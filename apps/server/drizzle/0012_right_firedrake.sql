DROP INDEX "users_directory_search";--> statement-breakpoint
CREATE INDEX "users_directory_search" ON "users" USING gin ("directory_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The planner guesses how many people a fragment matches from this column's statistics: with the default 100 values it guesses wrong for about a quarter of fragments and walks the name index instead of the trigram index.
ALTER TABLE "users" ALTER COLUMN "directory_search" SET STATISTICS 1000;
--> statement-breakpoint
ANALYZE "users";