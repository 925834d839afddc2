import type { TagBody } from '@nfc/contract/tags';

/**
 * What a save sends: the form's body, and `domainId` when the link's domain changed (issue 33; named here until the
 * contract's tag body carries it, with which this intersection agrees).
 */
export type TagInput = { values: TagBody & { domainId?: string | null }; document: File | null };

/** Only the action data of the chosen action type travels: a URL, a vCard id, or nothing for documents. */
export function getActionData(values: TagBody): TagBody['actionData'] {
  if (values.actionType === 'WEBSITE_LINK') return { url: values.actionData.url ?? '' };
  if (values.actionType === 'VCARD_PAGE') return { vcfConfigId: values.actionData.vcfConfigId ?? '' };
  return {};
}

/**
 * JSON, or multipart/form-data with `documentFile` when a document goes along (actionData and rules as JSON
 * strings; multipart has no null, so a cleared expiry, scan limit, fallback URL or domain travels as '').
 */
export function toTagRequestBody({ values, document }: TagInput): TagInput['values'] | FormData {
  const body: TagInput['values'] = { ...values, actionData: getActionData(values) };
  if (!document || values.actionType !== 'DOCUMENT') return body;
  const form = new FormData();
  form.append('name', body.name);
  form.append('status', body.status);
  form.append('actionType', body.actionType);
  form.append('actionData', JSON.stringify(body.actionData));
  form.append('campaignId', body.campaignId ?? '');
  form.append('campaignName', body.campaignName ?? '');
  form.append('groupId', body.groupId ?? '');
  form.append('orderId', body.orderId ?? '');
  if (body.rules !== undefined) form.append('rules', JSON.stringify(body.rules));
  if (body.expiresAt !== undefined) form.append('expiresAt', body.expiresAt ?? '');
  if (body.maxScans !== undefined) form.append('maxScans', body.maxScans === null ? '' : String(body.maxScans));
  if (body.verification !== undefined) form.append('verification', body.verification);
  if (body.verificationFallbackUrl !== undefined) {
    form.append('verificationFallbackUrl', body.verificationFallbackUrl ?? '');
  }
  if (body.domainId !== undefined) form.append('domainId', body.domainId ?? '');
  form.append('documentFile', document, document.name);
  return form;
}
