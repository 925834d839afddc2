import { dictionary } from '@zxcvbn-ts/language-common';

/** The 10,000 most used passwords that are long enough to pass the length rule, ranked by use. */
const COMMON_PASSWORD_COUNT = 10_000;

let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    dictionary['passwords-common'].filter((word) => word.length >= 6).slice(0, COMMON_PASSWORD_COUNT),
  );
  return commonPasswords.has(password.toLowerCase());
}
