import type { LegalDocument } from '@app/i18n/legal';

export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">{document.title}</h1>
      <p className="mt-2 text-sm text-stone-500 dark:text-stone-400">{document.updatedLabel}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p
              key={paragraph.slice(0, 48)}
              className="mt-3 leading-relaxed text-stone-700 dark:text-stone-300"
            >
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-stone-700 dark:text-stone-300">
              {section.items.map((item) => (
                <li key={item.slice(0, 48)}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
