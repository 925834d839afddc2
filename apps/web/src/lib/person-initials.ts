import { getInitial } from './format';

type Person = { contactFirstName?: string | null; contactLastName?: string | null; email?: string | null };

const firstLetter = (text: string | null | undefined) => Array.from(text?.trim() ?? '')[0]?.toLocaleUpperCase() ?? '';

/** The person's initials (first and last name); the e-mail's first letter only when they gave no name. */
export function getPersonInitials(person: Person | null | undefined): string {
  const initials = firstLetter(person?.contactFirstName) + firstLetter(person?.contactLastName);
  return initials || getInitial(person?.email);
}

/** The person's full name, or null when they gave none. */
export function getPersonName(person: Person | null | undefined): string | null {
  return [person?.contactFirstName?.trim(), person?.contactLastName?.trim()].filter(Boolean).join(' ') || null;
}
