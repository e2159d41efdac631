import { AD_CODE_ISSUES, PASSWORD_MIN } from '@masterport/contract';
import { i18n } from './i18n.ts';
import { ApiError, isCatalogueCode } from './api-client.ts';
import { notify } from './notify.ts';
import { withCatalogue } from './with-catalogue.ts';

/** i18next's typed `t` refuses keys built at run time; these few helpers are where we build them. */
const translate = (key: string, options?: Record<string, unknown>): string =>
  (i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string)(key, options);

/** The user-facing text of any failure: catalogue codes in the current language, else a generic line. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (isCatalogueCode(error.code)) return translate(`errors:${error.code}`);
    if (error.code === 'network_error') return translate('common:errors.network');
  }
  return translate('common:errors.unknown');
}

/** Tells the user why an action failed, unless the API client already reacted (a page, the 500 toast). */
export function notifyFailure(error: unknown): void {
  if (error instanceof ApiError && error.handled) return;
  withCatalogue(() => notify.error(errorText(error)));
}

const KNOWN_ISSUES = new Set<string>([
  'required',
  'email',
  'password_min',
  'passwords_match',
  'token',
  'id',
  'one_of',
  'json',
  // masters: the slate and the upload tab
  'unique_id_format',
  ...AD_CODE_ISSUES,
  'unique_id_unverified',
  'captions_extension',
  'tv_ratio',
  'digits',
  'file_type',
  'drop_on_its_zone',
  'max_30gb',
  'max_100mb',
  'call_letters_format',
  'host_format',
  'folder_format',
  'bucket_format',
  'region_format',
  'role_arn_format',
  'access_key_format',
  'port_range',
  'port_not_allowed',
  'too_many',
  'duplicate_output_key',
  'duplicate_attribute',
  'tag_format',
  'pdf_extension',
  'max_5mb',
]);

/**
 * Field issues are dictionary keys shared with the API (contract schemas/fields.ts): `required`,
 * `email`, `max_50`... Limits carry their number in the key; anything else reads "invalid".
 */
export function issueText(issue: string | undefined): string | undefined {
  if (!issue) return undefined;
  const limit = /^(max|min)_(\d+)$/.exec(issue);
  if (limit) return translate(`validation:${limit[1]}`, { limit: Number(limit[2]) });
  if (KNOWN_ISSUES.has(issue)) return translate(`validation:${issue}`, { min: PASSWORD_MIN });
  // A catalogue code the screen placed on a field (email_exists on the e-mail, invalid_password...).
  if (isCatalogueCode(issue)) return translate(`errors:${issue}`);
  return translate('validation:invalid');
}
