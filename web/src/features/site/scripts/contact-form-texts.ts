import type { Language } from '@masterport/contract';

/** The contact form's element id: the page renders it, the script finds it. */
export const CONTACT_FORM_ID = 'contact-form';

/** What the contact page hands its script (a data attribute): the call, and every text it may show, in the page's language. */
export interface ContactFormTexts {
  language: Language;
  path: string;
  /** `google`: read Google's widget; otherwise the local verifier's token, sent when the stand-in box is ticked. */
  recaptcha: string;
  sending: string;
  sent: string;
  required: string;
  email: string;
  /** With `{{limit}}` where the number goes. */
  max: string;
  invalid: string;
  failed: string;
}
