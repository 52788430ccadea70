import { z } from 'zod';
import { idSchema, nameSchema } from './common';

/**
 * Words residents use for one thing, which the town's search treats as the same: an English
 * name, the Bengali word in its script, its romanised spellings and local names ("Rice", "চাল",
 * "chal", "chaal"). The admin edits the list like any catalog; search reads it at once.
 */
export const searchWordsSchema = z.object({
  id: idSchema,
  /** The word the admin's list shows the group by. */
  name: nameSchema,
  words: z.array(z.string().trim().min(1).max(40)).min(1).max(30),
});
export type SearchWords = z.infer<typeof searchWordsSchema>;
