/** Shared class lists: one focus ring and one look per control across both themes. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400';

const buttonBase = `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;

export const buttonVariants = {
  primary: `${buttonBase} bg-indigo-600 text-white hover:bg-indigo-700 disabled:hover:bg-indigo-600`,
  secondary: `${buttonBase} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700`,
  ghost: `${buttonBase} text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800`,
  danger: `${buttonBase} bg-red-700 text-white hover:bg-red-800`,
} as const;

export type ButtonVariant = keyof typeof buttonVariants;

export const textLink = `font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300 ${focusRing} rounded-sm`;

export const inputClass = `block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-600 disabled:bg-slate-100 disabled:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-invalid:border-red-400 dark:disabled:bg-slate-800 ${focusRing}`;
