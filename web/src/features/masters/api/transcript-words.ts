import { transcriptFileSchema, type Master, type TranscriptFile } from '@masterport/contract';
import useSWR from 'swr';

/**
 * The words of a master's transcript, read from its short-lived link (the outputs bucket, as the
 * player reads its files): once per transcript, whatever new links the master's polling brings.
 */
export const useTranscriptWords = (master: Master) =>
  useSWR<TranscriptFile, Error>(
    master.transcript_links && master.transcript ? ['transcript-words', master.id, master.transcript.made_on] : null,
    async () => {
      const response = await fetch(master.transcript_links!.words_url);
      if (!response.ok) throw new Error(`transcript ${response.status}`);
      return transcriptFileSchema.parse(await response.json());
    },
    { revalidateOnFocus: false },
  );
