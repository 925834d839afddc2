/** A phone reading an NFC key fob and opening a business card; `label` is its text alternative. */
export function HeroIllustration({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 360 300"
      className="h-auto w-full max-w-xs text-indigo-600 sm:max-w-md dark:text-indigo-400"
    >
      <circle cx="200" cy="150" r="130" className="fill-indigo-100 dark:fill-slate-800" />
      {/* Key fob with its ring */}
      <g transform="rotate(-18 92 190)">
        <circle
          cx="92"
          cy="118"
          r="16"
          fill="none"
          strokeWidth="6"
          className="stroke-slate-400 dark:stroke-slate-500"
        />
        <rect x="52" y="130" width="80" height="110" rx="36" className="fill-slate-900 dark:fill-slate-950" />
        <rect
          x="52"
          y="130"
          width="80"
          height="110"
          rx="36"
          fill="none"
          strokeWidth="2"
          className="stroke-slate-700 dark:stroke-slate-600"
        />
        <path
          d="M80 175a16 16 0 0 1 0 24M88 168a26 26 0 0 1 0 38M96 161a36 36 0 0 1 0 52"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </g>
      {/* Signal between fob and phone */}
      <path
        d="M150 128a30 30 0 0 1 20-14M146 110a50 50 0 0 1 30-20"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.7"
      />
      {/* Phone */}
      <rect x="180" y="40" width="130" height="230" rx="22" className="fill-slate-900 dark:fill-slate-950" />
      <rect x="188" y="52" width="114" height="206" rx="14" className="fill-white dark:fill-slate-900" />
      {/* Business card on screen */}
      <circle cx="245" cy="100" r="22" fill="currentColor" opacity="0.9" />
      <circle cx="245" cy="94" r="8" className="fill-white dark:fill-slate-900" />
      <path d="M231 114a14 12 0 0 1 28 0" className="fill-white dark:fill-slate-900" />
      <rect x="210" y="134" width="70" height="9" rx="4" className="fill-slate-800 dark:fill-slate-200" />
      <rect x="222" y="150" width="46" height="7" rx="3.5" className="fill-slate-400 dark:fill-slate-500" />
      <rect x="204" y="172" width="82" height="22" rx="8" fill="currentColor" />
      <rect x="204" y="202" width="82" height="22" rx="8" className="fill-slate-200 dark:fill-slate-700" />
      <rect x="224" y="210" width="42" height="6" rx="3" className="fill-slate-500 dark:fill-slate-400" />
      <rect x="222" y="180" width="46" height="6" rx="3" className="fill-white dark:fill-slate-900" />
    </svg>
  );
}
