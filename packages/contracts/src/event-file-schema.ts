import { eventFileJsonSchema } from './event-file.ts';

/** The text of docs/event-file.schema.json (scripts/gen-event-schema.ts writes it; a test compares). */
export function renderEventFileSchema(): string {
  return `${JSON.stringify(eventFileJsonSchema(), null, 2)}\n`;
}
