import type { SeriousProblem } from '@app/contracts';

/**
 * Serious problems in review text, in English, Russian and Georgian. The patterns look for how
 * tenants describe the problem ("smelled of gas", "плесень", "ობი გაჩნდა"), not for the bare topic:
 * "its own gas boiler" or "returned the deposit in full" must not raise an alarm, while a single
 * real report must never be averaged away (issue 7). JavaScript's \b only knows ASCII letters,
 * so Cyrillic and Georgian words are bounded with Unicode lookarounds.
 */
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';

const PATTERNS: Record<SeriousProblem, RegExp[]> = {
  gas: [
    /\bgas (?:leak|leaks|leaking|leaked)\b|\b(?:smell(?:s|ed|ing)?|smelt|reek(?:s|ed)?) (?:of )?gas\b|\bcarbon[- ]monoxide\b|\bCO poisoning\b|\bgas poisoning\b/iu,
    /утечк\p{L}* газа|газ\p{L}* утечк|пахл\p{L}* газом|пахнет газом|запах\p{L}* газа|угарн\p{L}* газ|отравлени\p{L}* газом/iu,
    /გაზის (?:გაჟონვ|სუნ)|გაზი (?:ჟონავ|გაჟონ)|მხუთავ(?:ი|მა|ით) |მხუთავი აირ|გაზით მოწამვლ/iu,
  ],
  no_heating_or_water: [
    /\bno (?:heating|heat|hot water|running water|water)\b|\bwithout (?:heating|heat|hot water|water)\b|\bheating (?:never|didn't|did not|doesn't|does not|wasn't|was not) work|\bwater (?:was|is|went|goes) (?:off|cut off)\b|\bno water for\b/iu,
    /без отоплени|без (?:горячей )?воды|нет (?:центрального )?отоплени|отоплени\p{L}* (?:нет|не было|не работал)|не было (?:отоплени|воды|горячей воды)|воду отключ|отключ\p{L}* (?:вод|отоплени)/iu,
    /გათბობა (?:საერთოდ )?არ (?:არის|იყო|ჰქონდა|მუშაობ)|გათბობის გარეშე|უწყლოდ|წყლის გარეშე|წყალი (?:საერთოდ )?არ (?:იყო|მოდიოდა|მოდის)|წყალი (?:ხშირად )?ითიშებ/iu,
  ],
  mould: [
    /\bmou?ld(?:y|s)?\b|\bmildew\b/iu,
    new RegExp(`${START}(?:плесен\\p{L}*|плесн\\p{L}*|грибок\\p{L}*)${END}`, 'iu'),
    new RegExp(`${START}(?:ობი|ობის|ობმა|ობით|ობს|დაობებ\\p{L}*|ობიან\\p{L}*)${END}`, 'iu'),
  ],
  pests: [
    /\b(?:cockroach(?:es)?|roaches|bed ?bugs?|rats|a rat|mice|termites|fleas)\b|\bpest control\b/iu,
    new RegExp(`${START}(?:таракан\\p{L}*|клоп\\p{L}*|крыс\\p{L}*|мыш(?:и|ей|ами)|блох\\p{L}*)${END}`, 'iu'),
    new RegExp(
      `${START}(?:ტარაკ(?:ან|ნ)\\p{L}*|ბაღლინჯო\\p{L}*|ვირთხ\\p{L}*|თაგვ\\p{L}*|რწყილ\\p{L}*)${END}`,
      'iu',
    ),
  ],
  harassment: [
    /\bharass(?:ed|ment|ing)?\b|\bthreaten(?:ed|ing|s)?\b|\bintimidat\w*|\b(?:came|comes|entered|walked) in without (?:asking|notice|permission|knocking)\b|\bsexual(?:ly)? (?:comments|advances|harass)\w*/iu,
    /домогател\p{L}*|угрожал\p{L}*|угроз\p{L}*|запугива\p{L}*|приставал\p{L}*|заходил\p{L}* без (?:спроса|предупреждения|разрешения)/iu,
    /შევიწროებ\p{L}*|მემუქრებოდ\p{L}*|დამემუქრ\p{L}*|გვემუქრებოდ\p{L}*|დაგვემუქრ\p{L}*|მუქარ\p{L}*|უნებართვოდ შემოდიოდ/iu,
  ],
  illegal_eviction: [
    /\bevict(?:ed|ion)?\b|\b(?:kicked|threw|thrown) (?:us|me|them) out\b|\bchanged the locks?\b/iu,
    /выселил\p{L}*|выселени\p{L}*|выгнал\p{L}*|выставил\p{L}* на улицу|сменил\p{L}* замки?/iu,
    /გამოგვაგდ\p{L}*|გამომაგდ\p{L}*|გამოსახლ\p{L}*|საკეტი გამოცვალ/iu,
  ],
  deposit_not_returned: [
    /\b(?:kept|withheld|keeps|pocketed|never returned|didn't return|did not return|refused to return|never gave back|didn't give back|did not give back|won't return|still waiting for)\b[^.!?]{0,40}\bdeposit\b|\bdeposit\b[^.!?]{0,40}\b(?:was never returned|never returned|not returned|was kept|was withheld|never came back|never got back)\b|\bnever got (?:the|my|our) deposit back\b|\blost (?:the|my|our) deposit\b/iu,
    /(?:залог|депозит)\p{L}*[^.!?]{0,50}(?:не вернул\p{L}*|не вернули|не отдал\p{L}*|так и не|оставил\p{L}* себе|удержал\p{L}*|зажал\p{L}*)|(?:не вернул\p{L}*|не отдал\p{L}*|оставил\p{L}* себе|удержал\p{L}*|зажал\p{L}*)[^.!?]{0,50}(?:залог|депозит)/iu,
    /დეპოზიტ\p{L}*[^.!?]{0,50}(?:არ დამიბრუნ|არ დაგვიბრუნ|არ დააბრუნ|არ მოგვცა|არ მომცა|დაიტოვა)|(?:არ დამიბრუნა|არ დაგვიბრუნა|დაიტოვა)[^.!?]{0,50}დეპოზიტ/iu,
  ],
};

export interface ProblemMatch {
  problem: SeriousProblem;
  /** The sentence that reports it, verbatim (shortened with "…" when very long). */
  excerpt: string;
}

const SENTENCE = /[^.!?…\n]+(?:[.!?…]+["»”“]?|$)/gu;
const MAX_EXCERPT = 260;

/** The sentence of `text` that holds position `index`, trimmed to a readable length. */
function sentenceAround(text: string, index: number): string {
  for (const match of text.matchAll(SENTENCE)) {
    const start = match.index ?? 0;
    if (index >= start && index < start + match[0].length) return shortenText(match[0].trim(), MAX_EXCERPT);
  }
  return shortenText(text.trim(), MAX_EXCERPT);
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
  for (const [problem, patterns] of Object.entries(PATTERNS) as Array<[SeriousProblem, RegExp[]]>) {
    for (const pattern of patterns) {
      const match = pattern.exec(text);
      if (match) {
        found.push({ problem, excerpt: sentenceAround(text, match.index) });
        break;
      }
    }
  }
  return found;
}
