import type { SeriousProblem } from '@app/contracts';

/**
 * Serious problems in review text, in English, Russian and Georgian. The patterns look for how
 * tenants describe the problem ("smelled of gas", "плесень", "ობი გაჩნდა"), not for the bare topic:
 * "its own gas boiler" or "returned the deposit in full" must not raise an alarm, while a single
 * real report must never be averaged away (issue 7). JavaScript's \b only knows ASCII letters,
 * so Cyrillic and Georgian words are bounded with Unicode lookarounds.
 *
 * A summary must never invent a problem, so every match is read together with the negation around
 * it, and each pattern says how (see `Negation`): "No mould, never had cockroaches", "плесени нет",
 * "ტარაკნები არასდროს გვქონია" deny the problem, while "no heating all winter" or "не было отопления"
 * are the problem itself. A negation that is about dealing with the problem ("the mould was never
 * treated", "не смогли избавиться от тараканов", "ტარაკნები ვერ მოვიშორეთ") keeps the report.
 */
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';

/**
 * How negation near a match is read:
 * - `mention`: the pattern names the problem ("mould", "threatened", "kept the deposit"). A negator
 *   shortly before it in the same clause ("no mould", "never tried to evict us", "без плесени",
 *   "არავითარი ობი") or after it as its predicate ("плесени нет", "ობი არ არის", "cockroaches were
 *   never a problem") denies it.
 * - `absence`: the pattern is itself a negation ("no heating", "heating didn't work", "не было
 *   отопления", "გათბობა არ არის"), which is the problem. Only a second negator before it denies it
 *   ("never without hot water", "ни разу не сидели без воды"), or a "problems with" lead-in ("проблем
 *   с отоплением не было": there were no problems with heating).
 * - `without`: an absence said with "без"/"გარეშე"/"უწყლოდ", which Russian and Georgian also negate
 *   after it ("без отопления не сидели", "უწყლოდ არასდროს დავრჩენილვართ"): both sides are read.
 */
type Negation = 'mention' | 'absence' | 'without';

interface Rule {
  pattern: RegExp;
  negation: Negation;
}

const rule = (negation: Negation, pattern: RegExp | string): Rule => ({
  negation,
  pattern: new RegExp(typeof pattern === 'string' ? pattern : pattern.source, 'giu'),
});

/** "no heating issues", "no water damage", "no heating bills": the tenant denies something else. */
const NOT_THE_SUPPLY =
  '(?![ -](?:issues?|problems?|trouble|complaints?|leaks?|damage|outages?|cuts?|interruptions?|shortages?|pressure|bills?|costs?|charges?|included|loss|meters?)\\b)';
const EN_SUPPLY = '(?:heating|heat|hot water|running water|water)';

const RULES: Record<SeriousProblem, Rule[]> = {
  gas: [
    rule(
      'mention',
      /\bgas (?:leak|leaks|leaking|leaked)\b|\bgas smell\w*|\b(?:smell(?:s|ed|ing)?|smelt|reek(?:s|ed)?) (?:of )?gas\b|\bcarbon[- ]monoxide\b|\bCO poisoning\b|\bgas poisoning\b/u,
    ),
    rule(
      'mention',
      /утечк\p{L}* газа|газ\p{L}* утечк|пахл\p{L}* газом|пахнет газом|запах\p{L}* газа|угарн\p{L}* газ|отравлени\p{L}* газом/u,
    ),
    rule(
      'mention',
      /გაზის (?:გაჟონვ|სუნ)|გაზი (?:ჟონავ|გაჟონ)|მხუთავ(?:ი|მა|ით) |მხუთავი აირ|გაზით მოწამვლ/u,
    ),
  ],
  no_heating_or_water: [
    rule('absence', `\\bno ${EN_SUPPLY}\\b${NOT_THE_SUPPLY}`),
    rule('absence', `\\bwithout ${EN_SUPPLY}\\b${NOT_THE_SUPPLY}`),
    rule(
      'absence',
      `\\b(?:didn't|did not|don't|do not|doesn't|does not|never) ha(?:ve|d) (?:any )?${EN_SUPPLY}\\b${NOT_THE_SUPPLY}`,
    ),
    rule(
      'absence',
      /\b(?:heating|heater|radiators?|boiler|hot water) (?:never|didn't|did not|doesn't|does not|wasn't|was not|weren't|were not|isn't|is not|hasn't|has not|haven't|have not) work/u,
    ),
    rule('mention', /\bwater (?:was|is|went|goes|got|gets) (?:off|cut off|turned off|shut off)\b/u),
    rule('without', /без отоплени|без (?:горячей )?воды/u),
    // "Нет центрального отопления" is how most Georgian flats are heated (own boilers), not a problem.
    rule(
      'absence',
      /нет (?:отоплени|горячей воды|воды)|(?<!центральн\p{L}* )(?:отоплени|батаре)\p{L}* (?:нет|не было)|(?:горячей )?вод\p{L}* (?:нет|не было)|(?:отоплени|батаре)\p{L}* (?:не работал|не грел)|не работал\p{L}* (?:отоплени|батаре|кот[её]л)|не было (?:ни )?(?:отоплени|воды|горячей воды)/u,
    ),
    rule('mention', /воду отключ\p{L}*|отключ\p{L}* (?:вод|отоплени|горяч)\p{L}*/u),
    rule(
      'absence',
      /(?<!ცენტრალური )გათბობა (?:საერთოდ )?არ (?:არის|იყო|ჰქონდა|მუშაობ)|წყალი (?:საერთოდ )?არ (?:იყო|მოდიოდა|მოდის)/u,
    ),
    rule('without', /გათბობის გარეშე|უწყლოდ|წყლის გარეშე/u),
    rule('mention', /წყალი (?:ხშირად )?ითიშებ/u),
  ],
  mould: [
    rule('mention', /\bmou?ld(?:y|s)?\b|\bmildew\b/u),
    rule('mention', `${START}(?:плесен\\p{L}*|плесн\\p{L}*|грибок\\p{L}*)${END}`),
    rule('mention', `${START}(?:ობი|ობის|ობმა|ობით|ობს|დაობებ\\p{L}*|ობიან\\p{L}*)${END}`),
  ],
  pests: [
    rule(
      'mention',
      /\b(?:cockroach(?:es)?|roaches|bed ?bugs?|rats|a rat|mice|termites|fleas|pests)\b|\bpest control\b/u,
    ),
    rule('mention', `${START}(?:таракан\\p{L}*|клоп\\p{L}*|крыс\\p{L}*|мыш(?:и|ей|ами)|блох\\p{L}*)${END}`),
    rule(
      'mention',
      `${START}(?:ტარაკ(?:ან|ნ)\\p{L}*|ბაღლინჯო\\p{L}*|ვირთხ\\p{L}*|თაგვ\\p{L}*|რწყილ\\p{L}*)${END}`,
    ),
  ],
  harassment: [
    rule(
      'mention',
      /\bharass(?:ed|ment|ing)?\b|(?<!non-)\bthreaten(?:ed|ing|s)?\b|\bthreats\b|\bintimidat\w*|\b(?:came|comes|entered|walked) in without (?:asking|notice|permission|knocking)\b|\bsexual(?:ly)? (?:comments|advances|harass)\w*/u,
    ),
    rule(
      'mention',
      /домогател\p{L}*|угрожал\p{L}*|угроз\p{L}*|запугива\p{L}*|приставал\p{L}*|заходил\p{L}* без (?:спроса|предупреждения|разрешения)/u,
    ),
    rule(
      'mention',
      /შევიწროებ\p{L}*|მემუქრებოდ\p{L}*|დამემუქრ\p{L}*|გვემუქრებოდ\p{L}*|დაგვემუქრ\p{L}*|მუქარ\p{L}*|უნებართვოდ შემოდიოდ/u,
    ),
  ],
  illegal_eviction: [
    rule(
      'mention',
      /\bevict(?:ed|ion)?\b|\b(?:kicked|threw|thrown) (?:us|me|them) out\b|\bchanged the locks?\b/u,
    ),
    rule('mention', /выселил\p{L}*|выселени\p{L}*|выгнал\p{L}*|выставил\p{L}* на улицу|сменил\p{L}* замки?/u),
    rule('mention', /გამოგვაგდ\p{L}*|გამომაგდ\p{L}*|გამოსახლ\p{L}*|საკეტი გამოცვალ/u),
  ],
  deposit_not_returned: [
    rule(
      'mention',
      /\b(?:kept|withheld|keeps|pocketed|never returned|didn't return|did not return|refused to return|never gave back|didn't give back|did not give back|won't return|still waiting for)\b[^.!?]{0,40}\bdeposit\b|\bdeposit\b[^.!?]{0,40}\b(?:was never returned|never returned|not returned|was kept|was withheld|never came back|never got back)\b|\bnever got (?:the|my|our) deposit back\b|\blost (?:the|my|our) deposit\b/u,
    ),
    rule(
      'mention',
      /оставил\p{L}* (?:весь |наш |мой |свой )?(?:залог|депозит)\p{L}* себе|(?:залог|депозит)\p{L}*[^.!?]{0,50}(?:не вернул\p{L}*|не вернули|не отдал\p{L}*|так и не|(?<!не )(?:оставил\p{L}* себе|удержал\p{L}*|зажал\p{L}*))|(?:не вернул\p{L}*|не отдал\p{L}*|(?<!не )(?:оставил\p{L}* себе|удержал\p{L}*|зажал\p{L}*))[^.!?]{0,50}(?:залог|депозит)/u,
    ),
    rule(
      'mention',
      /დეპოზიტ\p{L}*[^.!?]{0,50}(?:არ დამიბრუნ|არ დაგვიბრუნ|არ დააბრუნ|არ მოგვცა|არ მომცა|(?<!არ |ვერ )დაიტოვა)|(?:არ დამიბრუნა|არ დაგვიბრუნა|(?<!არ |ვერ )დაიტოვა)[^.!?]{0,50}დეპოზიტ/u,
    ),
  ],
};

/**
 * A report that the same sentence resolves: "kept the deposit for a week, then returned it in full".
 * Only where the resolution leaves no problem behind; a fixed leak or a treated wall stays reported.
 */
const RESOLVED: Partial<Record<SeriousProblem, RegExp>> = {
  deposit_not_returned:
    /(?<!never |not |n't |did not )\b(?:returned|refunded|gave back|paid back|handed back)\b[^.!?]{0,40}\b(?:in full|fully|the (?:whole|entire|full) (?:deposit|amount|sum)|every (?:lari|dollar|cent|penny)|without (?:any )?deductions?)|(?<!never |not |n't )\b(?:in full|fully) (?:returned|refunded)\b|(?<!never |not |n't |did not )\bgot (?:the|my|our) (?:whole |full |entire )?deposit back\b|(?<!не )(?:вернул|отдал)\p{L}*[^.!?]{0,30}(?<!не )(?:полностью|целиком|в полном объ[её]ме|до копейки|без вычетов)|(?<!не )(?:полностью|целиком) (?:вернул|отдал)\p{L}*|(?<!არ )სრულად (?:დამიბრუნ|დაგვიბრუნ|დააბრუნ)|(?:დამიბრუნ|დაგვიბრუნ|დააბრუნ)\p{L}* სრულად/iu,
};

/** Words that deny what follows them (before) or what they follow (after), in en, ru and ka. */
const NEGATORS_BEFORE = new Set([
  ...[
    'no',
    'not',
    'never',
    'without',
    'none',
    'nobody',
    'nothing',
    'nor',
    'neither',
    'zero',
    'cannot',
    'free',
  ],
  ...['нет', 'не', 'никогда', 'ни', 'без', 'никаких', 'никакой', 'никакого', 'никакие', 'никакую', 'никаким'],
  ...['никто', 'ничего', 'нету', 'отсутствие', 'отсутствуют', 'отсутствует'],
  ...['არ', 'არა', 'ვერ', 'არასდროს', 'არასოდეს', 'არავითარი', 'არავითარ', 'არანაირი', 'არც', 'არსად'],
]);
const NEGATORS_AFTER = new Set([
  ...['not', 'never', 'none', 'free'],
  ...['нет', 'не', 'никогда', 'ни', 'нету', 'отсутствует', 'отсутствуют', 'отсутствовала', 'отсутствовали'],
  ...['არ', 'არა', 'ვერ', 'არასდროს', 'არასოდეს', 'არსად', 'არც', 'გარეშე'],
]);
/** "Not a week without cockroaches", "ни дня без тараканов": two negations, the problem is there. */
const WITHOUT = new Set(['without', 'без']);
const isNegator = (set: Set<string>, token: string) => set.has(token) || /n['’]t$/u.test(token);

/** "mould, damp or cockroaches": a list carries a negation across commas and "and"/"or". */
const SEPARATORS = new Set([',', 'and', 'or', 'и', 'или', 'да', 'და', 'ან']);
const TOPIC_WORD =
  /^(?:mou?ld\w*|mildew\w*|damp\w*|fung\w*|cockroach\w*|roach\w*|bed|bugs?|bedbugs?|insects?|pests?|rats?|mice|mouse|rodents?|termites?|fleas?|ants?|gas|leaks?|smells?|threats?|harassment|evictions?|problems?|issues?|trouble|плесен|плесн|грибк|грибок|сырост|таракан|клоп|крыс|мыш|блох|насеком|муравь|грызун|утечк|запах|угроз|выселен|проблем|ობ(?:ი|ის|ს|ით|მა)?$|ნესტ|ტარაკ|ბაღლინჯ|ვირთხ|თაგვ|რწყილ|მწერ|ჭიანჭველ|გაჟონვ|სუნ|მუქარ|პრობლემ)/u;

/** A contrast or a subordinate clause ends a negation's reach: "no mould, but cockroaches". */
const CLAUSE_WORDS = new Set([
  ...['but', 'however', 'although', 'though', 'yet', 'whereas', 'except', 'unlike', 'apart', 'because'],
  ...['when', 'until', 'since', 'while', 'if', 'unless', 'after', 'before'],
  ...['но', 'однако', 'хотя', 'зато', 'а', 'кроме', 'когда', 'пока', 'потому', 'поэтому', 'если', 'чтобы'],
  ...['что', 'который', 'которая', 'которое', 'которые', 'которую', 'которых', 'которой'],
  ...['თუმცა', 'მაგრამ', 'ოღონდ', 'სამაგიეროდ', 'როცა', 'როდესაც', 'სანამ', 'რადგან', 'რომ', 'რომელიც', 'თუ'],
]);
/** English relative clauses and new subjects after the term: "mould that I didn't notice at first". */
const CLAUSE_WORDS_AFTER = new Set(['that', 'which', 'who', 'whom', 'i', 'we', 'they', 'he', 'she', 'you']);

/**
 * Words between a negator and the problem that turn the negation onto the landlord's handling or
 * onto quantity: "never fixed the mould", "can't stand the cockroaches", "never seen so many rats",
 * "не смогли избавиться от тараканов", "плесень не проходит", "ტარაკნები ვერ მოვიშორეთ". The
 * problem stays reported.
 */
const BLOCKERS =
  /^(?:fix(?:ed|es|ing)?|repair\w*|treat\w*|remov\w*|deal\w*|dealt|solv\w*|resolv\w*|clean\w*|rid|disappear\w*|help\w*|stop\w*|ceas\w*|car(?:e|ed|es|ing)|respon\w*|react\w*|repl(?:y|ied|ies)|answer\w*|expect\w*|know\w*|knew|told|tell\w*|warn\w*|mention\w*|disclos\w*|admit\w*|bother\w*|listen\w*|do|done|about|stand|many|much|such|worse|only|just|end|shortage|way|doubt|wonder|surpris\w*|sure|go|goes|went|gone|leav\w*|left|kill\w*|exterminat\w*|eliminat\w*|handl\w*|address\w*|sort\w*|manag\w*|prevent\w*|action|forg[eo]t\w*|mind)$|^(?:убра|убира|убер|вывес|вывед|вывел|вывод|вытрав|трав|избав|помог|помога|исправ|почин|чини|бор[оё]л|борот|реагир|отреагир|предупре|сказа|сообщ|говори|прош[её]л|прошл|проход|уход|ушл|уш[её]л|исчез|делись|делась|прекращ|прекрат|перестал|столько|такого|такой|много|хуже|только|лишь|обращ|волн|интерес|зна|смы|справ|дают|да[её]т|давал|жизн|спасен|спасу|сомнен|удивит|конца|слад)|(?:შორ|სწორ|აკეთ|ქრებ|გაქრ|წამლ|ბრძ|რეაგ|უთხრ|ითხრ|თქვ|ფრთხილ|წმინდ|მოსპ|წყვიტ|წყდებ|ამდენ|იმდენ|ასეთ|მარტო|მხოლოდ|გასაკვირ|ეჭვ|ეხმარ|შველ|ასვენ|ძლებ)/u;

const CONCERNS = /^(?:worr\w*|complain\w*|heard|hear)$/u;
const WORDS_BEFORE = 4;
/** Articles and the like do not stretch the window: "not once did we see a single cockroach". */
const FILLERS = new Set([
  'a',
  'an',
  'the',
  'any',
  'single',
  'one',
  'of',
  'ни',
  'одного',
  'одной',
  'ერთი',
  'ერთხელაც',
]);
const WORDS_AFTER = 3;
const CLAUSE_BREAK = /[.!?;:…\n()[\]]|\s[-–—]+\s|[—–]/u;
const TOKEN = /[\p{L}\p{N}]+(?:['’]\p{L}+)*|,/gu;
const tokensOf = (text: string) => [...text.toLowerCase().matchAll(TOKEN)].map((m) => m[0]);

/** The clause before a position (its last part) and after it (its first part). */
function clauseBefore(text: string, index: number): string {
  const head = text.slice(0, index);
  const parts = head.split(CLAUSE_BREAK);
  return parts[parts.length - 1] ?? '';
}
function clauseAfter(text: string, index: number): string {
  return text.slice(index).split(CLAUSE_BREAK)[0] ?? '';
}

/** Any negator among the last few words of the clause ("not a week went by without"). */
function hasNegatorBefore(tokens: string[]): boolean {
  for (const token of tokens.slice(-WORDS_BEFORE - 2).reverse()) {
    if (CLAUSE_WORDS.has(token)) return false;
    if (isNegator(NEGATORS_BEFORE, token)) return true;
  }
  return false;
}

/** Is the match denied by a negator shortly before it in the same clause? */
function isNegatedBefore(tokens: string[]): boolean {
  let words = 0;
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    const token = tokens[i]!;
    if (CLAUSE_WORDS.has(token)) return false;
    if (isNegator(NEGATORS_BEFORE, token)) {
      // "Not a week went by without cockroaches": a second negation before "without" undoes it.
      if (WITHOUT.has(token) && hasNegatorBefore(tokens.slice(0, i))) return false;
      return true;
    }
    if (SEPARATORS.has(token)) {
      const beyond = tokens[i - 1];
      if (beyond === undefined || !TOPIC_WORD.test(beyond)) return false;
      continue;
    }
    // "never did anything about the mould" is about the landlord; "never had to worry about mould" is not.
    if (BLOCKERS.test(token) && !(token === 'about' && CONCERNS.test(tokens[i - 1] ?? ''))) return false;
    if (!FILLERS.has(token)) words += 1;
    if (words > WORDS_BEFORE) return false;
  }
  return false;
}

/** Is the match denied by a negator after it, as its predicate ("плесени нет", "ობი არ არის")? */
function isNegatedAfter(tokens: string[]): boolean {
  let words = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (CLAUSE_WORDS.has(token) || CLAUSE_WORDS_AFTER.has(token)) return false;
    if (isNegator(NEGATORS_AFTER, token)) {
      // "The mould was never treated", "тараканы не выводятся": the negation is about the handling.
      for (const next of tokens.slice(i + 1, i + 3)) {
        if (next === ',' || SEPARATORS.has(next) || CLAUSE_WORDS.has(next)) break;
        if (BLOCKERS.test(next)) return false;
      }
      return true;
    }
    if (SEPARATORS.has(token)) {
      const beyond = tokens[i + 1];
      if (beyond === undefined || !TOPIC_WORD.test(beyond)) return false;
      continue;
    }
    if (BLOCKERS.test(token)) return false;
    if (!FILLERS.has(token)) words += 1;
    if (words > WORDS_AFTER) return false;
  }
  return false;
}

/** "Mould: none", "Тараканы? Нет.", "ობი — არა": the answer right after the term. */
const ANSWERED_NO = /^\s*[:?—–-]+\s*(?:none|no|never|нет|не было|никогда|არა|არ)(?![\p{L}\p{N}])/iu;
/** "проблем с отоплением не было", "no issues with no hot water": the negation is of the problems. */
const PROBLEMS_WITH =
  /(?:\b(?:problems?|issues?|trouble) with (?:the )?|(?:проблем|перебо|сбо[ея]в|жалоб|сложност|неполад|неприятност|отключени)\p{L}* (?:(?:с|со) )?)$/iu;

function isDenied(text: string, start: number, end: number, negation: Negation): boolean {
  const before = clauseBefore(text, start);
  if (negation !== 'mention' && PROBLEMS_WITH.test(before)) return true;
  if (isNegatedBefore(tokensOf(before))) return true;
  if (negation === 'absence') return false;
  if (negation === 'mention' && ANSWERED_NO.test(text.slice(end))) return true;
  return isNegatedAfter(tokensOf(clauseAfter(text, end)));
}

export interface ProblemMatch {
  problem: SeriousProblem;
  /** The sentence that reports it, verbatim (shortened with "…" when very long). */
  excerpt: string;
}

const SENTENCE = /[^.!?…\n]+(?:[.!?…]+["»”“]?|$)/gu;
const MAX_EXCERPT = 260;

/** The sentence of `text` that holds position `index`, untrimmed. */
function sentenceAt(text: string, index: number): string {
  for (const match of text.matchAll(SENTENCE)) {
    const start = match.index ?? 0;
    if (index >= start && index < start + match[0].length) return match[0];
  }
  return text;
}

/** Cuts at a sentence end or a word boundary and marks the cut, so a quote never reads as complete. */
export function shortenText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentenceEnd > max * 0.5) return head.slice(0, sentenceEnd + 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.5 ? head.slice(0, space) : head).replace(/[\s,;:—–-]+$/u, '')}…`;
}

/** Every serious problem the text reports, each once, with the sentence that says so. */
export function detectSeriousProblems(text: string): ProblemMatch[] {
  const found: ProblemMatch[] = [];
  for (const [problem, rules] of Object.entries(RULES) as Array<[SeriousProblem, Rule[]]>) {
    const excerpt = firstReport(text, problem, rules);
    if (excerpt !== null) found.push({ problem, excerpt });
  }
  return found;
}

/** The sentence of the first match that is neither denied nor resolved, or null. */
function firstReport(text: string, problem: SeriousProblem, rules: Rule[]): string | null {
  for (const { pattern, negation } of rules) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      if (isDenied(text, start, start + match[0].length, negation)) continue;
      const sentence = sentenceAt(text, start);
      if (RESOLVED[problem]?.test(sentence)) continue;
      return shortenText(sentence.trim(), MAX_EXCERPT);
    }
  }
  return null;
}
