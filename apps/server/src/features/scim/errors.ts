/** The RFC 7644 §3.12 error answer: every SCIM failure, validation included, has this shape. */
export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** RFC 7644 §3.12 `scimType` values this service answers. */
export type ScimErrorType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue'
  | 'mutability'
  | 'uniqueness'
  | 'tooMany';

/** A refusal the SCIM routes answer in SCIM's error format (their own error handler turns it into the body). */
export class ScimError extends Error {
  override name = 'ScimError';
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimErrorType,
  ) {
    super(detail);
  }
}

export type ScimErrorBody = { schemas: string[]; status: string; scimType?: ScimErrorType; detail: string };

export const scimErrorBody = (status: number, detail: string, scimType?: ScimErrorType): ScimErrorBody => ({
  schemas: [SCIM_ERROR_SCHEMA],
  status: String(status),
  ...(scimType && { scimType }),
  detail,
});

export const scimNotFound = (what: 'User' | 'Group' | 'Resource', id: string) =>
  new ScimError(404, `${what} ${id.slice(0, 100)} not found.`);
