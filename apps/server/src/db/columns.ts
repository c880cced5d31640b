import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made (every table that records it spells it the same way). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
