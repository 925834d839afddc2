import type { LinkRule, RuleOperatingSystem } from '@nfc/contract/link-rules';
import { type Tag, type TagActionType, type TagStatus, tagBodySchema } from '@nfc/contract/tags';
import type { TagVerificationMode } from '@nfc/contract/verified-taps';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { localDateTimeToIso, toLocalDateTimeInput } from './local-date-time';

/** One rule row as the editor holds it: '' is "any" (no condition), dates are `datetime-local` values. */
export type LinkRuleFormValues = {
  os: RuleOperatingSystem | '';
  language: string;
  from: string;
  until: string;
  url: string;
};

/** The form's own shape: every input holds a string; `tagFormSchema` turns it into a TagBody. */
export type TagFormValues = {
  name: string;
  status: TagStatus;
  actionType: TagActionType;
  actionData: { url: string; vcfConfigId: string };
  campaignId: string;
  campaignName: string;
  groupId: string;
  orderId: string;
  rules: LinkRuleFormValues[];
  /** A `datetime-local` value; '' for none. */
  expiresAt: string;
  /** The number as typed; '' for no limit. */
  maxScans: string;
  verification: TagVerificationMode;
  /** Where unverified scans go with `require`; '' for the notice page. */
  verificationFallbackUrl: string;
};

export const emptyActionData = { url: '', vcfConfigId: '' };
export const emptyLinkRule: LinkRuleFormValues = { os: '', language: '', from: '', until: '', url: '' };

export function toLinkRuleFormValues(rule: LinkRule): LinkRuleFormValues {
  return {
    os: rule.os ?? '',
    language: rule.language ?? '',
    from: toLocalDateTimeInput(rule.from),
    until: toLocalDateTimeInput(rule.until),
    url: rule.url,
  };
}

/** A row as the contract's linkRuleSchema reads it: "any" is null, dates in ISO from the browser's time zone. */
export function toLinkRuleInput(row: LinkRuleFormValues) {
  return {
    os: row.os || null,
    language: row.language.trim() || null,
    from: localDateTimeToIso(row.from),
    until: localDateTimeToIso(row.until),
    url: row.url,
  };
}

export function getTagFormValues(tag: Tag | null): TagFormValues {
  if (!tag) {
    return {
      name: '',
      status: 'active',
      actionType: 'WEBSITE_LINK',
      actionData: emptyActionData,
      campaignId: '',
      campaignName: '',
      groupId: '',
      orderId: '',
      rules: [],
      expiresAt: '',
      maxScans: '',
      verification: 'off',
      verificationFallbackUrl: '',
    };
  }
  return {
    name: tag.name,
    status: tag.status,
    actionType: tag.actionType,
    actionData: { url: tag.actionData.url ?? '', vcfConfigId: tag.actionData.vcfConfigId ?? '' },
    campaignId: tag.campaignId ?? '',
    campaignName: tag.campaignName ?? '',
    groupId: tag.groupId ?? '',
    orderId: tag.orderId ?? '',
    rules: (tag.rules ?? []).map(toLinkRuleFormValues),
    expiresAt: toLocalDateTimeInput(tag.expiresAt),
    maxScans: tag.maxScans === null || tag.maxScans === undefined ? '' : String(tag.maxScans),
    verification: tag.verification ?? 'off',
    verificationFallbackUrl: tag.verificationFallbackUrl ?? '',
  };
}

/**
 * The form values as the contract's tagBodySchema reads them; an emptied date or limit is null (cleared). The
 * fallback URL is only shown with `require`, so with another mode it is cleared rather than kept out of sight.
 */
export function toTagBodyInput(values: TagFormValues) {
  const fallbackUrl = values.verificationFallbackUrl.trim();
  return {
    ...values,
    rules: values.rules.map(toLinkRuleInput),
    expiresAt: localDateTimeToIso(values.expiresAt),
    maxScans: values.maxScans.trim() === '' ? null : values.maxScans.trim(),
    verificationFallbackUrl: values.verification === 'require' && fallbackUrl !== '' ? fallbackUrl : null,
  };
}

/** The editor's schema: the contract's, read through the conversion, so issues keep the form's paths (`rules.2.url`). */
export const tagFormSchema = z.preprocess((values: TagFormValues) => toTagBodyInput(values), tagBodySchema);

const formFields = [
  'name',
  'status',
  'actionType',
  'actionData',
  'campaignId',
  'campaignName',
  'groupId',
  'orderId',
  'rules',
  'expiresAt',
  'maxScans',
  'verification',
  'verificationFallbackUrl',
] as const satisfies readonly Path<TagFormValues>[];
const ruleFields = ['os', 'language', 'from', 'until', 'url'] as const;

/** The form field a server error is keyed by ('rules.3.url': the fourth row's URL), or null when the form has none. */
export function toFormFieldPath(field: string): Path<TagFormValues> | null {
  const plain = formFields.find((name) => name === field);
  if (plain) return plain;
  const [prefix, index, name, ...rest] = field.split('.');
  if (prefix !== 'rules' || rest.length > 0 || !index || !/^\d{1,2}$/.test(index)) return null;
  if (name === undefined) return null;
  const ruleField = ruleFields.find((item) => item === name);
  return ruleField ? `rules.${Number(index)}.${ruleField}` : null;
}
