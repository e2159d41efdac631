import { lengthInSeconds, type AdCodeRecord } from '@masterport/contract';
import * as z from 'zod';
import { REGISTRY_TIMEOUT_MS, RegistryUnanswered, type AdCodeLookup, type AdCodeRegistry } from './ad-code-registry.ts';

/**
 * A thin typed client of the Ad-ID registry's code look-up for approved outlets ("Complete External
 * Access"). The registry gives its web services' specification to the companies it approves, not to
 * the public: the call below is written to what it publishes (one code in, the fields it shares out:
 * code, parent, advertiser, brand, product, ad title, length, agency, language, medium; a code kept
 * out of that access answered with its parent only) and to the shape we assume for the rest, which
 * docs/ad-codes.md lists to check against the specification before going live. Every answer is
 * parsed with zod before it is believed.
 */
export interface AdIdRegistrySettings {
  /** The look-up API's base: the registry's in AWS (stage config), the local stand-in's on the local cloud. */
  baseUrl: string;
  /** The key the registry issued us, or how to read it when a call is made (a secret read once per cold start). */
  apiKey: string | (() => Promise<string>);
  timeoutMs?: number;
}

const text = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

/** One code as the registry answers it (`GET /codes/{code}`). */
export const adIdCodeAnswer = z
  .object({
    adId: z.string().min(1),
    parent: text,
    advertiser: text,
    brand: text,
    product: text,
    adTitle: text,
    /** ":30", "0:30", "30 seconds"; a size for print. */
    length: z.union([z.string(), z.number()]).nullish(),
    agencyName: text,
    language: text,
    /** One medium or several ("Television: ALL", "Internet Video"). */
    medium: z.union([z.string(), z.array(z.string())]).nullish(),
  })
  .loose();
export type AdIdCodeAnswer = z.input<typeof adIdCodeAnswer>;

/** The registry's answer as the platform keeps it. */
export function toAdCodeRecord(answer: z.output<typeof adIdCodeAnswer>): AdCodeRecord {
  const medium = Array.isArray(answer.medium) ? answer.medium.join(', ') : answer.medium;
  return {
    code: answer.adId.toUpperCase(),
    parent: answer.parent,
    advertiser: answer.advertiser,
    brand: answer.brand,
    product: answer.product,
    title: answer.adTitle,
    length_seconds: lengthInSeconds(answer.length),
    agency: answer.agencyName,
    language: answer.language,
    medium: medium?.trim() ? medium.trim() : null,
  };
}

export function adIdRegistry(settings: AdIdRegistrySettings): AdCodeRegistry {
  const base = settings.baseUrl.replace(/\/$/, '');
  return {
    async lookup(code: string): Promise<AdCodeLookup> {
      const apiKey = typeof settings.apiKey === 'string' ? settings.apiKey : await settings.apiKey();
      let response: Response;
      try {
        response = await fetch(`${base}/codes/${encodeURIComponent(code)}`, {
          headers: { accept: 'application/json', 'x-api-key': apiKey },
          signal: AbortSignal.timeout(settings.timeoutMs ?? REGISTRY_TIMEOUT_MS),
        });
      } catch (error) {
        throw new RegistryUnanswered(`The Ad-ID registry did not answer (${(error as Error).name})`);
      }
      // The registry's "no such code"; anything else but a 200 leaves the question open.
      if (response.status === 404) return { found: false };
      if (!response.ok) throw new RegistryUnanswered(`The Ad-ID registry answered HTTP ${response.status}`);
      const parsed = adIdCodeAnswer.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new RegistryUnanswered('The Ad-ID registry answered a body we cannot read');
      // An answer for another code is not an answer for this one.
      if (parsed.data.adId.toUpperCase() !== code)
        throw new RegistryUnanswered('The Ad-ID registry answered another code');
      return { found: true, record: toAdCodeRecord(parsed.data) };
    },
  };
}
