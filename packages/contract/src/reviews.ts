import { z } from 'zod';

export const ReviewInput = z
  .object({
    rating: z.number().int().min(1).max(5),
    body: z
      .string()
      .trim()
      .max(2000)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .strict();
export type ReviewInput = z.infer<typeof ReviewInput>;
