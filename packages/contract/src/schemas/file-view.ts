import * as z from 'zod';
import { masterSchema } from './masters.ts';

/**
 * One output of a master as its file page shows it (`view-file-data`): the slate that says what the
 * spot is, the file's technical data, and short-lived links to play or save it.
 */
export const fileViewSchema = z.object({
  master: masterSchema
    .pick({
      title: true,
      unique_id: true,
      master_type: true,
      duration: true,
      language: true,
      ratio: true,
      announcer: true,
      agency: true,
      product: true,
    })
    .extend({ owner_name: z.string() }),
  output: masterSchema.shape.outputs.element,
  /** Plays in a <video>/<audio> element and saves under the output's file name. */
  file_url: z.string(),
  /** The WebVTT captions of a video output, when the master has them. */
  captions_url: z.string().nullable(),
});
export type FileView = z.infer<typeof fileViewSchema>;
export const fileViewResponse = z.object({ success: z.literal(true), file_data: fileViewSchema });
