import { useTranslation } from 'react-i18next';

/** One part of a legal text: a heading, paragraphs and an optional list. */
export interface TLegalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

/** The sections of a legal text's locale section (`{section}.sections`); an empty list when they are missing. */
export function useLegalSections(section: 'platformPrivacy' | 'platformTerms'): TLegalSection[] {
  const { t } = useTranslation();
  const sections = t(`${section}.sections`, { returnObjects: true });
  return Array.isArray(sections) ? (sections as TLegalSection[]) : [];
}

const slug = (index: number) => `section-${index + 1}`;

/** Privacy statement and terms: a readable column with a table of contents. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
  tocLabel,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: TLegalSection[];
  tocLabel: string;
}) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <article className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">{updated}</p>
        <p className="mt-6 text-lg text-slate-700">{intro}</p>
        <nav aria-label={tocLabel} className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5">
          <p className="font-semibold">{tocLabel}</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a
                  href={`#${slug(index)}`}
                  className="text-violet-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.title} aria-labelledby={slug(index)} className="mt-10">
            <h2 id={slug(index)} className="scroll-mt-20 text-xl font-bold sm:text-2xl">
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.items && (
              <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed text-slate-700">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </div>
  );
}
