import {
  isSlateComplete,
  masterTypePermission,
  slateRuleIssues,
  type DraftSlate,
  type WithCompleteSlate,
  type FieldToConfirm,
  type MasterType,
  type PermissionKey,
  type StoredSlate,
} from '@masterport/contract';
import { holdsPermission } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';

/** Whether the account's and the user's lists both hold the key this type needs to be made (the contract's MASTER_TYPE_PERMISSIONS). */
export function canCreateType(
  type: MasterType,
  accountPermissions: readonly PermissionKey[],
  userPermissions: readonly PermissionKey[],
): boolean {
  return holdsPermission({ accountPermissions, userPermissions }, masterTypePermission(type, 'create'));
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
export function requireCompleteSlate<Master extends Pick<StoredSlate, FieldToConfirm>>(
  master: Master,
): WithCompleteSlate<Master> {
  if (!isSlateComplete(master)) throw new AppError('slate_incomplete');
  return master;
}
