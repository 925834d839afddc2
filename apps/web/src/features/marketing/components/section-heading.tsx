type SectionHeadingProps = { id: string; eyebrow?: string; title: string; intro?: string; isCentred?: boolean };

/** An h2 with an optional eyebrow and introduction; `id` lets the section name itself (aria-labelledby). */
export function SectionHeading({ id, eyebrow, title, intro, isCentred = false }: SectionHeadingProps) {
  return (
    <div className={isCentred ? 'mx-auto max-w-2xl text-center' : 'max-w-3xl'}>
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">{eyebrow}</p>
      )}
      <h2
        id={id}
        className="mt-2 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white"
      >
        {title}
      </h2>
      {intro && <p className="mt-4 text-base text-slate-700 sm:text-lg dark:text-slate-300">{intro}</p>}
    </div>
  );
}
