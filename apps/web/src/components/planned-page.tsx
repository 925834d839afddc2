/** A titled page whose screen is delivered by a later issue: a heading and one sentence on what it will hold. */
export function PlannedPage({ title, description }: { title: string; description: string }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl px-4 py-10">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {title}
      </h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{description}</p>
    </section>
  );
}
