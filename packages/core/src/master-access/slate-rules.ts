import { baseMasterType, isSlateComplete, slateRuleIssues, type DraftSlate, type WithCompleteSlate, type FieldToConfirm, type MasterType, type PermissionKey, type StoredSlate } from '@masterport/contract';
import { holdsPermission } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';

/** The permission key each base type needs on top of masters_creation. */
export const TYPE_PERMISSION: Record<ReturnType<typeof baseMasterType>, PermissionKey> = {
  PUB_TV_WEB: 'masters_pub_tv_web',
  PUB_WEB: 'masters_pub_web',
  PUB_RADIO: 'masters_pub_radio',
};

export function canCreateType(type: MasterType, accountPermissions: readonly PermissionKey[], userPermissions: readonly PermissionKey[]): boolean {
  return holdsPermission({ accountPermissions, userPermissions }, TYPE_PERMISSION[baseMasterType(type)]);
}

/**
 * Seed 001 §5 rules that span fields (the contract's `slateRuleIssues`, which the slate modal shows
 * too): the first breach is refused with its catalogue code.
 */
export function checkSlateRules(slate: DraftSlate, confirmed: boolean): void {
  const [breach] = slateRuleIssues(slate, confirmed);
  if (breach) throw new AppError(breach.code, { fields: { [breach.path]: breach.issue } });
}

/**
 * A master whose slate is complete, or slate_incomplete: a draft saved with only some fields (a
 * title at least) cannot take files, be processed, merged or sent until an edit completes it.
 */
export function requireCompleteSlate<Master extends Pick<StoredSlate, FieldToConfirm>>(master: Master): WithCompleteSlate<Master> {
  if (!isSlateComplete(master)) throw new AppError('slate_incomplete');
  return master;
}
