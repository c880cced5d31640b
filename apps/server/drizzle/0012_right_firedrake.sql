-- The planner guesses how many people a fragment matches from this column's statistics: with the
-- default 100 values it guesses wrong for about a quarter of fragments and walks the name index
-- instead of the trigram index.
ALTER TABLE "users" ALTER COLUMN "directory_search" SET STATISTICS 1000;
--> statement-breakpoint
ANALYZE "users";
