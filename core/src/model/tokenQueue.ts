import { z } from 'zod';
import { idSchema, isoDateSchema, isoDateTimeSchema, personNameSchema } from './common';

/** Tokens in one day's queue at most: a chamber sees far fewer in a day. */
export const tokensPerQueue = 300;

/** One token of a day's queue: a confirmed appointment's, or a walk-in's added at the desk. */
export const queueTokenSchema = z.object({
  number: z.int().min(1).max(tokensPerQueue),
  /** The appointment this token is for; absent for a walk-in. */
  appointmentId: idSchema.optional(),
  /** A walk-in's name, as the desk typed it (an appointment's is on the appointment). */
  walkInName: personNameSchema.optional(),
  addedAt: isoDateTimeSchema,
});
export type QueueToken = z.infer<typeof queueTokenSchema>;

/**
 * A doctor's queue on one day, one document (`<doctorId>_<date>`): its tokens in the order they
 * are called, the one being seen now (0 before the first "Next"), and when each "Next" was
 * pressed, for the recent pace.
 */
export const tokenQueueSchema = z.object({
  id: z.string(),
  doctorId: idSchema,
  date: isoDateSchema,
  openedAt: isoDateTimeSchema,
  tokens: z.array(queueTokenSchema).max(tokensPerQueue),
  nowSeeing: z.int().min(0).max(tokensPerQueue),
  /** The times of the last few "Next" presses, oldest first (the pace of the estimate). */
  calledAt: z.array(isoDateTimeSchema).max(10),
});
export type TokenQueue = z.infer<typeof tokenQueueSchema>;

export const tokenQueueIdOf = (doctorId: string, date: string) => `${doctorId}_${date}`;

/** The input of every queue action and read: which doctor's queue of today. */
export const doctorQueueInput = z.strictObject({ doctorId: idSchema });
