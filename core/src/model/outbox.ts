import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';

/** Where a notification goes: the staff Telegram chats, or an email to a person. */
export const channelSchema = z.enum(['adminGroup', 'deliveryChat', 'labClient', 'email']);
export type Channel = z.infer<typeof channelSchema>;

export const outboxEntrySchema = z.object({
  id: idSchema,
  channel: channelSchema,
  /** Email address for the email channel; the chat id is configuration, not data. */
  to: z.string().optional(),
  event: z.string(),
  /** The document the event is about, e.g. "orders/abc". */
  ref: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.int().min(0),
  lastError: z.string().optional(),
  createdAt: isoDateTimeSchema,
  sentAt: isoDateTimeSchema.optional(),
  /** Until when a sender holds the entry, or when a failed entry may be tried again. */
  leaseUntil: isoDateTimeSchema.optional(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
