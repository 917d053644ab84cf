import type {
  AiSummaryClaim,
  AiSummaryContent,
  AiSummarySection,
  Locale,
  ReportedProblem,
} from '@app/contracts';
import type { MessageKey } from '@app/i18n';
import { translatorFor } from '@app/i18n/catalogs';
import { z } from 'zod';
import type { PlaceFacts } from './collect-place-facts.ts';
import { dayPrecision } from './compose-summary.ts';
import { detectReportedProblems, mentionedTopics, shortenText } from './detect-serious-problems.ts';

/**
 * An OpenAI-compatible chat-completions model (OpenAI, OpenRouter, Ollama, vLLM…) writes the prose
 * of the overview, praise and complaints. Everything checkable stays the built-in summariser's:
 * the serious problems (so no model can smooth them over), the numbers per aspect, costs, context
 * and gaps. The prompt carries the place's data only: no author, no user id, no e-mail; e-mail
 * addresses and phone numbers typed into comments are masked before they leave.
 */
export interface ModelProviderConfig {
  url: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export class ModelAnswerError extends Error {
  override name = 'ModelAnswerError';
}

const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  ru: 'Russian',
  ka: 'Georgian (Mkhedruli script)',
};
const MODEL_SECTIONS = ['overview', 'praise', 'complaints'] as const;
/** The built-in problem sections: they stay first and stay the built-in ones. */
const PROBLEM_SECTIONS: readonly string[] = ['serious', 'problems'];
const PROMPT_REVIEWS = 40;
const PROMPT_COMMENT_LENGTH = 400;

const answerSchema = z.object({
  sections: z
    .array(
      z.object({
        kind: z.enum(MODEL_SECTIONS),
        claims: z
          .array(z.object({ text: z.string().min(8).max(600), sources: z.array(z.string()).max(20) }))
          .min(1)
          .max(8),
      }),
    )
    .min(1)
    .max(3),
});

/** Refusals, apologies and error pages: none of them is a summary. */
const NOT_A_SUMMARY =
  /\bas an ai\b|\bi(?:'m| am) sorry\b|\bi cannot\b|\bi can't\b|\blanguage model\b|internal server error|\berror:|\bundefined\b|\bnull\b|как (?:языковая )?модель|я не могу|извините|ვწუხვარ/iu;

const SCRIPT: Record<Locale, RegExp> = {
  en: /\p{Script=Latin}/u,
  ru: /\p{Script=Cyrillic}/u,
  ka: /\p{Script=Georgian}/u,
};

/** Share of letters written in the language's script; quotes in other languages are allowed some room. */
function scriptShare(text: string, lang: Locale): number {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0) return 0;
  return letters.filter((c) => SCRIPT[lang].test(c)).length / letters.length;
}

const maskPersonalData = (text: string) =>
  text.replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, '[email]').replace(/\+?\d[\d\s().-]{7,}\d/g, '[phone]');

/** The place's data as the model sees it; reviews are referred to as R1…Rn, never by id. */
export function buildPrompt(facts: PlaceFacts, builtin: AiSummaryContent, lang: Locale) {
  const t = translatorFor('en');
  const refs = facts.reviews
    .slice(0, PROMPT_REVIEWS)
    .map((review, index) => ({ ref: `R${index + 1}`, review }));
  const label = (key: string) => {
    const [type, aspect] = key.split('.');
    return `${type} ${t(`aspect.${type}.${aspect}` as MessageKey).toLowerCase()}`;
  };
  const refOf = new Map(refs.map(({ ref, review }) => [review.id, ref]));
  const problemLines = builtin.sections
    .filter((s) => PROBLEM_SECTIONS.includes(s.kind))
    .flatMap((s) => s.claims)
    .map((c) => {
      const cited = c.reviewIds.map((id) => refOf.get(id)).filter((ref) => ref !== undefined);
      return `- ${c.problem}${cited.length ? ` (${cited.join(', ')})` : ''}`;
    });
  // The themes the built-in summariser read from the texts are the model's evidence for praise and
  // complaints (issue 34): each with the reviews that say it.
  const themeLines = builtin.sections
    .flatMap((s) => s.claims)
    .filter((c) => c.theme !== null)
    .map((c) => {
      const cited = c.reviewIds.map((id) => refOf.get(id)).filter((ref) => ref !== undefined);
      return `- ${c.theme!.name} (${c.theme!.tone}), ${c.sourceCount} reviews${cited.length ? `: ${cited.join(', ')}` : ''}`;
    });
  const lines = [
    `Place: ${facts.place.kind} "${facts.place.names.en}"${facts.ancestors.length ? ` in ${facts.ancestors.map((a) => `${a.kind} "${a.names.en}"`).join(', ')}` : ''}.`,
    `Published reviews: ${facts.basis.reviewCount}, written between ${facts.basis.firstReviewAt?.toISOString().slice(0, 7)} and ${facts.basis.lastReviewAt?.toISOString().slice(0, 7)}.`,
    facts.overall
      ? `Overall rating: ${facts.overall.average.toFixed(2)} of 5 from ${facts.overall.count} reviews.`
      : '',
    'Average ratings per aspect (1-5, higher is better; "no insects" high means few insects):',
    ...facts.aspects.map(
      (a) =>
        `- ${label(a.aspect)}: ${a.average.toFixed(2)} from ${a.count} ratings${a.parentAverage !== null ? ` (surroundings: ${a.parentAverage.toFixed(2)})` : ''}`,
    ),
    'Problems already detected in the reviews (they are shown separately; mention them, never deny them):',
    ...(problemLines.length > 0 ? problemLines : ['- none']),
    'Themes tenants mention, found in the review texts (base praise and complaints on them, citing the same references):',
    ...(themeLines.length > 0 ? themeLines : ['- none']),
    `Reviews (newest first, at most ${PROMPT_REVIEWS}):`,
    ...refs.map(({ ref, review }) => {
      const aspects = review.aspects
        .map(
          (a) =>
            `${a.aspect} ${a.rating}/5${a.comment ? `: "${maskPersonalData(shortenText(a.comment, PROMPT_COMMENT_LENGTH))}"` : ''}`,
        )
        .join('; ');
      return `${ref} (${review.placeType}, written ${review.createdAt.toISOString().slice(0, 7)} in ${review.language}, overall ${review.overallRating}/5): ${aspects}`;
    }),
  ].filter(Boolean);
  const system = [
    'You summarise tenant reviews of one place for a prospective renter.',
    `Write in ${LANGUAGE_NAMES[lang]} only, even when the reviews are in other languages.`,
    'Use only the facts given; never invent numbers, people or events. Be concise and neutral.',
    'Never deny or play down a detected problem, and never say that nobody reported something: the built-in summary states what no review mentions.',
    'Every claim cites the reviews it rests on by their references (R1, R2…); a claim without a reference is dropped.',
    'Answer with JSON only: {"sections":[{"kind":"overview"|"praise"|"complaints","claims":[{"text":"…","sources":["R1"]}]}]}',
    'overview: 2-4 claims on the overall picture and recent trend; praise and complaints: up to 4 claims each.',
  ].join('\n');
  const numbers: PromptNumbers = {
    reviewCount: facts.basis.reviewCount,
    problems: builtin.sections
      .filter((s) => PROBLEM_SECTIONS.includes(s.kind))
      .flatMap((s) => s.claims.map((c) => c.problem))
      .filter((p) => p !== null),
    ratings: [
      ...(facts.overall ? [facts.overall.average] : []),
      ...facts.aspects.flatMap((a) =>
        a.parentAverage === null ? [a.average] : [a.average, a.parentAverage],
      ),
      ...refs.flatMap(({ review }) => [review.overallRating, ...review.aspects.map((a) => a.rating)]),
    ],
  };
  return {
    messages: [
      { role: 'system' as const, content: system },
      { role: 'user' as const, content: lines.join('\n') },
    ],
    refs: new Map(refs.map(({ ref, review }) => [ref, review.id])),
    numbers,
  };
}

/** The numbers the prompt gave the model: its prose may cite them, rounded, and no others. */
export interface PromptNumbers {
  /** Published reviews of the place: no count of reviews, ratings or tenants may exceed it. */
  reviewCount: number;
  /** Every average and single rating listed (1–5). */
  ratings: number[];
  /** Problems the reviews report: the prose may never deny them. */
  problems: ReportedProblem[];
}

const NEGATION =
  /\b(?:no|not|never|none|nobody|no one|without)\b|n['’]t\b|(?<!\p{L})(?:нет|не|никто|никогда|ни|без|никаких)(?!\p{L})|(?<!\p{L})(?:არ|არა|ვერ|არავინ|არავის|არასდროს|არასოდეს|არც|არანაირი|არავითარი)(?!\p{L})|გარეშე/iu;

/**
 * The first reported problem a sentence of the prose denies ("nobody reported missing water", "с
 * водой проблем нет"), or null: a sentence that touches the problem's topic with a negation and
 * does not itself report it. A model may not smooth over what a review says.
 */
export function findDeniedProblem(prose: string, problems: readonly ReportedProblem[]): string | null {
  for (const sentence of prose.split(/(?<=[.!?…;])\s+/u)) {
    if (!NEGATION.test(sentence)) continue;
    const touched = mentionedTopics(sentence);
    const reported = new Set(detectReportedProblems(sentence).map((m) => m.problem));
    const denied = problems.find((p) => touched.includes(p) && !reported.has(p));
    // The problem only: the prose may quote a review, and logs carry no review text.
    if (denied) return denied;
  }
  return null;
}

const NUMBER = '(\\d+(?:[.,]\\d{1,2})?)(?![.,]?\\d)';
const COUNTED =
  '(?:reviews?|reviewers?|ratings?|tenants?|renters?|residents?|отзыв\\p{L}*|оцен\\p{L}*|жильц\\p{L}*|жилец|арендатор\\p{L}*|автор\\p{L}*|შეფასებ\\p{L}*|მიმოხილვ\\p{L}*|მცხოვრებ\\p{L}*|მოიჯარ\\p{L}*|ავტორ\\p{L}*)';
/** "40 reviews", "из 40 отзывов", "40 შეფასებიდან", one word may stand between ("12 recent reviews"). */
const COUNT_CLAIM = new RegExp(
  `(?<![\\d.,])(\\d+)(?![.,]?\\d)\\s+(?:(?!of |из |from |по )[\\p{L}-]+\\s+)?${COUNTED}`,
  'giu',
);
/**
 * "4.8 of 5", "4,8 из 5", "4.8/5", "4.8 stars", "5-დან 4.8", "rated 4.8", "средняя оценка — 4,8".
 * "2 of 5 reviews" is a count, not a rating.
 */
const RATING_CLAIMS = [
  new RegExp(
    `(?<![\\d.,])${NUMBER}\\s*(?:(?:points?|балл\\p{L}*|ქულ\\p{L}*)\\s+)?(?:\\/\\s*5|(?:out )?of 5|из 5)(?![\\d.,]?\\d)(?!\\s+(?:[\\p{L}-]+\\s+)?${COUNTED})`,
    'giu',
  ),
  new RegExp(`(?<![\\d.,])${NUMBER}\\s*(?:stars?|зв[её]зд\\p{L}*|ვარსკვლავ\\p{L}*)`, 'giu'),
  new RegExp(`5-დან\\s+(?:\\p{L}+\\s+)?${NUMBER}`, 'giu'),
  new RegExp(`(?<![\\d.,])${NUMBER}\\s+(?:ქულ\\p{L}*\\s+)?5-დან`, 'giu'),
  /(?:rated|rating|average|score|оценк\p{L}*|оцен[её]н\p{L}*|средн\p{L}*|балл\p{L}*|ქულ\p{L}*|საშუალო)[^\d.!?]{0,24}?(\d[.,]\d{1,2})(?![.,]?\d)/giu,
];

/** The first number in the prose that contradicts the data, described for the log, or null. */
export function findWrongNumber(prose: string, numbers: PromptNumbers): string | null {
  for (const match of prose.matchAll(COUNT_CLAIM)) {
    if (Number(match[1]) > numbers.reviewCount) return `"${match[0]}" (${numbers.reviewCount} reviews)`;
  }
  for (const pattern of RATING_CLAIMS) {
    for (const match of prose.matchAll(pattern)) {
      const written = match[1]!.replace(',', '.');
      const value = Number(written);
      const decimals = written.split('.')[1]?.length ?? 0;
      // Rounded to the digits written: 4.75 may read 4.8 or 5, never 4.5.
      const tolerance = 0.5 * 10 ** -decimals + 1e-9;
      if (value > 5 || !numbers.ratings.some((rating) => Math.abs(rating - value) <= tolerance))
        return `"${match[0]}"`;
    }
  }
  return null;
}

/** One chat-completions call; throws ModelAnswerError on anything but a usable answer. */
async function requestCompletion(
  config: ModelProviderConfig,
  messages: Array<{ role: string; content: string }>,
) {
  let response: Response;
  try {
    response = await fetch(`${config.url}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages,
        temperature: 0.2,
        max_tokens: 1500,
        response_format: { type: 'json_object' },
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (cause) {
    throw new ModelAnswerError(
      cause instanceof Error && cause.name === 'TimeoutError' ? 'timeout' : 'unreachable',
      {
        cause,
      },
    );
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new ModelAnswerError(`status ${response.status}`);
  }
  const body = (await response.json().catch(() => null)) as {
    choices?: Array<{ message?: { content?: unknown } }>;
  } | null;
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') throw new ModelAnswerError('empty answer');
  return content;
}

/** Parses and checks the model's answer: shape, length, language, citations, numbers. */
export function checkModelAnswer(
  content: string,
  lang: Locale,
  refs: Map<string, string>,
  numbers: PromptNumbers,
): AiSummarySection[] {
  const json = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/```$/, '');
  let parsed: z.infer<typeof answerSchema>;
  try {
    parsed = answerSchema.parse(JSON.parse(json));
  } catch (cause) {
    throw new ModelAnswerError('not the requested JSON', { cause });
  }
  const t = translatorFor(lang);
  const sections: AiSummarySection[] = [];
  let total = 0;
  for (const kind of MODEL_SECTIONS) {
    const claims: AiSummaryClaim[] = [];
    for (const section of parsed.sections.filter((s) => s.kind === kind)) {
      for (const claim of section.claims) {
        const text = claim.text.trim();
        if (NOT_A_SUMMARY.test(text)) throw new ModelAnswerError('refusal or error text');
        const reviewIds = [...new Set(claim.sources.map((ref) => refs.get(ref.trim())))].filter(
          (id): id is string => id !== undefined,
        );
        // A claim that cites nothing we gave cannot be checked by the reader: drop it.
        if (reviewIds.length === 0) continue;
        total += text.length;
        claims.push({
          text,
          reviewIds,
          sourceCount: reviewIds.length,
          quotes: [],
          problem: null,
          theme: null,
          place: null,
        });
      }
    }
    if (claims.length > 0)
      sections.push({ kind, title: t(`aiSummary.section.${kind}` as MessageKey), claims });
  }
  if (sections.length === 0 || total < 40) throw new ModelAnswerError('no usable claims');
  if (total > 6000) throw new ModelAnswerError('answer too long');
  const prose = sections.flatMap((s) => s.claims.map((c) => c.text)).join(' ');
  if (scriptShare(prose, lang) < 0.6) throw new ModelAnswerError(`not written in ${lang}`);
  // A count or rating that is not in the data is an invented fact, however fluent the rest.
  const wrong = findWrongNumber(prose, numbers);
  if (wrong) throw new ModelAnswerError(`numbers that contradict the data: ${wrong}`);
  const denied = findDeniedProblem(prose, numbers.problems);
  if (denied) throw new ModelAnswerError(`denies a reported problem: ${denied}`);
  return sections;
}

/**
 * The built-in summary with the model's prose in place of its overview, praise and complaints.
 * Serious problems stay first and stay the built-in ones.
 */
export async function writeSummaryWithModel(
  config: ModelProviderConfig,
  facts: PlaceFacts,
  builtin: AiSummaryContent,
  lang: Locale,
): Promise<AiSummaryContent> {
  const { messages, refs, numbers } = buildPrompt(facts, builtin, lang);
  const sections = checkModelAnswer(await requestCompletion(config, messages), lang, refs, numbers);
  const cited = new Set(sections.flatMap((s) => s.claims.flatMap((c) => c.reviewIds)));
  const known = new Set(builtin.sources.map((s) => s.id));
  let next = builtin.sources.length;
  // Sources carry the day, never the time (decision 009): an authorless review's minute could name its author.
  const extraSources = facts.reviews
    .filter((r) => cited.has(r.id) && !known.has(r.id))
    .map((r) => ({ id: r.id, number: ++next, language: r.language, createdAt: dayPrecision(r.createdAt) }));
  const builtinRest = builtin.sections.filter((s) => !(MODEL_SECTIONS as readonly string[]).includes(s.kind));
  const serious = builtinRest.filter((s) => PROBLEM_SECTIONS.includes(s.kind));
  const others = builtinRest.filter((s) => !PROBLEM_SECTIONS.includes(s.kind));
  return {
    ...builtin,
    sections: [...serious, ...sections, ...others],
    sources: [...builtin.sources, ...extraSources],
  };
}
