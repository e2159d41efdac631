import { baseMasterType, type MasterType, type PermissionKey, type SlateFields } from '@masterport/contract';
import { AppError } from '../errors.ts';

/** The permission key each base type needs on top of masters_creation. */
export const TYPE_PERMISSION: Record<ReturnType<typeof baseMasterType>, PermissionKey> = {
  PUB_TV_WEB: 'masters_pub_tv_web',
  PUB_WEB: 'masters_pub_web',
  PUB_RADIO: 'masters_pub_radio',
};

export const LANGUAGES_BY_TYPE: Record<ReturnType<typeof baseMasterType>, readonly ('en' | 'fr')[]> = {
  PUB_TV_WEB: ['en', 'fr'],
  PUB_WEB: ['en', 'fr'],
  PUB_RADIO: ['en', 'fr'],
};

export type UniqueIdKind = 'ad_id' | 'isci' | 'house';

/** OUTPUTS.md decision 11: Ad-ID and ISCI are recognised; anything else valid is a house ID. */
export function uniqueIdKind(uniqueId: string): UniqueIdKind {
  if (/^[A-Z1-9][A-Z0-9]{3}[A-Z0-9]{7}[HD]?$/.test(uniqueId) || /^[A-Z1-9][A-Z0-9]{3}[A-Z0-9]{8}$/.test(uniqueId)) return 'ad_id';
  if (/^[A-Z]{4}[0-9]{4}H?$/.test(uniqueId)) return 'isci';
  return 'house';
}

export function canCreateType(type: MasterType, accountPermissions: readonly PermissionKey[], userPermissions: readonly PermissionKey[]): boolean {
  const key = TYPE_PERMISSION[baseMasterType(type)];
  return accountPermissions.includes(key) && userPermissions.includes(key);
}

/**
 * Seed 001 §5 rules that span fields. A draft may stay incomplete on captions; a confirmed slate
 * (new_master, edit_master) may not.
 */
export function checkSlateRules(slate: SlateFields, confirmed: boolean): void {
  const base = baseMasterType(slate.master_type);
  if (base === 'PUB_TV_WEB' && slate.ratio !== '16:9') throw new AppError('tv_ratio_required', { fields: { ratio: 'tv_ratio' } });
  if (base !== 'PUB_TV_WEB' && slate.audio_type !== '2trks') throw new AppError('stereo_required', { fields: { audio_type: 'stereo_required' } });
  if (!LANGUAGES_BY_TYPE[base].includes(slate.language)) throw new AppError('validation_error', { fields: { language: 'one_of' } });
  if (base === 'PUB_TV_WEB' && confirmed && !slate.captions_filename) throw new AppError('captions_required', { fields: { captions_filename: 'captions_required' } });
}
