import { timestamp } from 'drizzle-orm/pg-core';

// Columns many tables share, written once.

/** When the row was written. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed (the repositories set it on every update). */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
