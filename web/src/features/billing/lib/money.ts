/** Integer cents (CAD) in the reader's language: $79.00 in English, 79,00 $ in French. */
export const formatCents = (cents: number, language: string): string =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(
    cents / 100,
  );
