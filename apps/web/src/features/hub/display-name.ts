/** How the hub greets a user: the organisation name, or the part of the e-mail address before the at-sign. */
export function getDisplayName(user: { organisationName: string | null; email: string }): string {
  return user.organisationName?.trim() || user.email.split('@')[0] || user.email;
}
