/**
 * Marketing claims the home page may show (seed 001 §9 names some: "over 1000 broadcasters",
 * "savings up to 75 %", six testimonials). None is shown until an operator fills this file with
 * facts they can stand behind, each in both languages; an empty list shows nothing.
 */
export interface SiteClaim {
  readonly en: string;
  readonly fr: string;
}

export interface SiteTestimonial {
  readonly name: string;
  readonly role: { readonly en: string; readonly fr: string };
  readonly quote: { readonly en: string; readonly fr: string };
}

export const SITE_CLAIMS: readonly SiteClaim[] = [];
export const SITE_TESTIMONIALS: readonly SiteTestimonial[] = [];
