import type { SummaryTheme, ThemeTone } from '@app/contracts';
import { isDenied, type Negation, shortenText } from './detect-serious-problems.ts';

/**
 * The recurring themes of review texts (issue 34), in English, Russian and Georgian: how close the
 * metro is, how the landlord behaves, what happened to the deposit, rent rises and their notice,
 * the neighbours, light and view, the building's upkeep. Each is found in a clause, in a good or a
 * bad tone, and read with the negation around it (the problem detector's rules): "not far from the
 * metro" is good, "never fixed anything" is bad, "no metro" is bad. A contrast ("but", "но",
 * "მაგრამ") starts a new clause: "answers quickly, but raised the rent with two weeks' notice" is
 * praise of the landlord and a complaint about the rent.
 */
interface ThemeRule {
  theme: SummaryTheme;
  tone: ThemeTone;
  pattern: RegExp;
  /** 'none': the pattern holds its own negation ("stopped answering", "არ პასუხობს"). */
  negation: Negation | 'none';
  /** A denied match says the opposite ("not close to the metro"); otherwise it says nothing. */
  flips: boolean;
  /**
   * The clause must name the subject (the landlord, the entrance) unless the comment is on one of
   * these aspects of the form, where the subject goes without saying.
   */
  subject?: { words: RegExp; aspects: readonly string[] };
}

const LANDLORD = {
  words:
    /landlord|landlady|\bowner|\bhost\b|хозя|арендодат|собственни|владел|მეპატრონ|მფლობელ|პატრონ|გამქირავებ/iu,
  aspects: ['landlord'],
};
const BUILDING = {
  words:
    /entrance|stairwell|stairs|staircase|hallway|lobby|\byard\b|\bbins?\b|building|подъезд|парадн|лестниц|двор|дом(?!\p{L})|мусор|სადარბაზო|კიბე|ეზო|კორპუს|შენობ|ნაგავ/iu,
  aspects: ['cleanliness', 'security', 'management', 'quality', 'yard'],
};

const rule = (
  theme: SummaryTheme,
  tone: ThemeTone,
  pattern: RegExp,
  options: { negation?: ThemeRule['negation']; flips?: boolean; subject?: ThemeRule['subject'] } = {},
): ThemeRule => ({
  theme,
  tone,
  pattern: new RegExp(pattern.source, 'giu'),
  negation: options.negation ?? 'mention',
  flips: options.flips ?? true,
  ...(options.subject ? { subject: options.subject } : {}),
});

const NEAR_EN =
  /\b(?:(?:a |two |five |\d+ )?minutes?|min|close|nearby|near|next door|round the corner|around the corner|a short walk|walking distance|steps away|right (?:there|outside|downstairs))\b/u;
const TRANSIT_EN =
  /\b(?:metro|subway|underground|station|bus stops?|tram|trolleybus|minibus(?:es)?|marshrutkas?)\b/u;

/** Bad tones are listed first: a clause that says both is read as the complaint. */
const RULES: ThemeRule[] = [
  // Location and transport.
  rule(
    'transport',
    'bad',
    /\bno metro\b|\b(?:bus|commute|ride|journey)\b[^.!?;]{0,40}\btakes? (?:\d+|forty|fifty|an hour|over an hour)|\b(?:end up|have to) (?:take|taking|pay(?:ing)? for) (?:a )?taxis?\b|\bpoor(?:ly)? (?:transport|connected)\b/u,
    { negation: 'absence', flips: false },
  ),
  rule(
    'transport',
    'bad',
    /\b(?:far|a long way) from (?:the )?(?:metro|centre|center|station|everything|city)\b/u,
  ),
  rule(
    'transport',
    'bad',
    /метро (?:далеко|нет)|нет метро|без метро|далеко от (?:метро|центра|всего)|до (?:метро|центра)[^.!?;]{0,25}(?:далеко|полчаса|час|\d{2} минут)|только на такси|(?:плох|неудобн)\p{L}* транспорт/u,
    { negation: 'absence', flips: false },
  ),
  rule(
    'transport',
    'bad',
    /მეტრო(?:მდე)? (?:შორსაა|შორს არის|არ არის)|ცენტრიდან შორს|მეტრო ახლოს არ არის|მხოლოდ ტაქსით/u,
    { negation: 'absence', flips: false },
  ),
  rule(
    'transport',
    'good',
    new RegExp(
      `${TRANSIT_EN.source}[^.!?;]{0,40}?${NEAR_EN.source}|\\b(?:close to|near|next to|minutes? (?:walk )?(?:from|to)|(?:short|easy) walk (?:from|to))(?: the)? (?:[\\w]+ )?${TRANSIT_EN.source}|\\b(?:great|good|perfect|ideal|excellent|convenient|central) (?:location|transport(?: links)?)\\b|\\b(?:location|transport)\\b[^.!?;]{0,15}\\b(?:is|was|are|were) (?:great|perfect|ideal|excellent|convenient|unbeatable)\\b|\\bwell connected\\b|\\bwalk(?:able|ing distance) to (?:everything|the centre|the center)\\b`,
    ),
  ),
  rule(
    'transport',
    'good',
    /метро[^.!?;]{0,30}(?:минут|рядом|близко|в двух шагах|под боком|под домом)|(?:рядом|близко|в двух шагах|минут\p{L}*)[^.!?;]{0,15}(?:от |до )?(?:метро|станци|остановк)|(?:отличн|удобн|хорош|идеальн|прекрасн)\p{L}* (?:расположени|транспорт)|(?:расположени|локаци)\p{L}*[^.!?;]{0,15}(?:отличн|удобн|идеальн|прекрасн|супер)|(?:станци\p{L}* метро|остановк\p{L}*)[^.!?;]{0,20}(?:рядом|близко|под окнами)|центр[^.!?;]{0,10}пешком/u,
  ),
  rule(
    'transport',
    'good',
    /მეტრო(?:მდე)?[^.!?;]{0,30}(?:წუთ|ახლოს|ახლოსაა|გვერდით|ორ ნაბიჯზე)|(?:ადგილ)?მდებარეობა[^.!?;]{0,15}(?:იდეალურია|შესანიშნავია|კარგია|მოსახერხებელია|იდეალური|შესანიშნავი|საუკეთესო)|გაჩერება[^.!?;]{0,15}(?:ახლოს|გვერდით|სახლთან)|ცენტრამდე[^.!?;]{0,20}(?:ფეხით|წუთ)/u,
  ),

  // The landlord's conduct (threats and harassment are serious problems of their own).
  rule(
    'landlord',
    'bad',
    /\b(?:never|rarely|hardly ever|didn't|did not|doesn't|does not|won't|wouldn't) (?:answer\w*|respond\w*|repl(?:y|ied|ies)|fix\w*|repair\w*|pick(?:s|ed)? up|call(?:s|ed)? back)\b|\b(?:slow|unresponsive|unreliable|impossible to reach|hard to reach|stingy|greedy|ignored (?:us|me|our|my)|ignores)\b|\btook (?:weeks|months|forever)\b|\bstopped (?:answering|responding|replying|picking up)\b/u,
    { negation: 'none', flips: false, subject: LANDLORD },
  ),
  rule(
    'landlord',
    'bad',
    /не (?:отвечал|отвечает|отвечала|чинил|чинит|починил|берёт трубку|брал трубку|перезванивал)\p{L}*|перестал\p{L}* (?:отвечать|выходить на связь|брать трубку)|отвечал\p{L}* через раз|(?:игнорир|тянул|тянет|затягива|жадн|необязательн)\p{L}*|неделями|месяцами/u,
    { negation: 'none', flips: false, subject: LANDLORD },
  ),
  rule(
    'landlord',
    'bad',
    /არ (?:პასუხობს|პასუხობდა|გვპასუხობს|აკეთებს|აკეთებდა|აგვარებს|ასწორებს|რეაგირებს|რეაგირებდა)|აღარ (?:პასუხობს|გვპასუხობს)|(?:აჭიანურებს|აჭიანურებდა|იგნორს|ძალიან ნელა|კვირობით|თვეობით)/u,
    { negation: 'none', flips: false, subject: LANDLORD },
  ),
  rule(
    'landlord',
    'good',
    /\b(?:answer(?:s|ed)?|respond(?:s|ed)?|repl(?:y|ies|ied)|fix(?:es|ed)?|repair(?:s|ed)?|sorted|helped|helpful|kind|friendly|polite|fair|reliable|responsive|decent|lovely|nice|great|honest|reasonable|within the hour|same day|quickly)\b/u,
    { subject: LANDLORD },
  ),
  rule(
    'landlord',
    'good',
    /(?:отвеча|быстро|адекватн|чинит|починил|помога|помог|вежлив|отзывчив|порядочн|приятн|добр|честн|надёжн|надежн|решает|решал|хорош)\p{L}*/u,
    { subject: LANDLORD },
  ),
  rule(
    'landlord',
    'good',
    /(?:პასუხობს|სწრაფად|აგვარებს|აგვარებდა|ეხმარება|დაგვეხმარა|კეთილ|თავაზიან|ყურადღებიან|პატიოსან|კარგი|სასიამოვნო|შეაკეთა|შეაკეთებს|გამოგვიცვალა|დროზე)\p{L}*/u,
    { subject: LANDLORD },
  ),

  // The deposit: kept or cut is a complaint (a deposit not returned is also a serious problem).
  rule(
    'deposit',
    'bad',
    /\b(?:deposit|bond)\b[^.!?;]{0,60}\b(?:minus|less|deduct\w*|kept (?:part|half|some)|withheld)\b|\b(?:deduct\w*|took|kept|withheld)\b[^.!?;]{0,40}\b(?:from|out of|of) (?:the|our|my) (?:deposit|bond)\b/u,
    { flips: false },
  ),
  rule(
    'deposit',
    'bad',
    /(?:залог|депозит)\p{L}*[^.!?;]{0,60}(?:минус|за вычетом|вычел|вычли|удержал\p{L}*|не полностью)|(?:вычест|вычесть|вычел|удержа|удерж)\p{L}*[^.!?;]{0,40}(?:залог|депозит)\p{L}*/u,
    { flips: false },
  ),
  rule(
    'deposit',
    'bad',
    /დეპოზიტ\p{L}*[^.!?;]{0,60}(?:გამოქვით|დაიტოვა ნაწილი|ნახევარი|არასრულად|მინუს)|(?:გამოქვით|ჩამოჭრ)\p{L}*[^.!?;]{0,40}დეპოზიტ/u,
    { flips: false },
  ),
  rule(
    'deposit',
    'good',
    /\b(?:returned|refunded|gave back|got back|paid back|handed back|give back)\b[^.!?;]{0,30}\b(?:deposit|bond)\b|\b(?:deposit|bond)\b[^.!?;]{0,30}\b(?:back|returned|refunded)\b/u,
    { flips: false },
  ),
  rule(
    'deposit',
    'good',
    /(?:вернул|вернула|вернули|отдал|отдала|отдали|возвращ)\p{L}*[^.!?;]{0,30}(?:залог|депозит)|(?:залог|депозит)\p{L}*[^.!?;]{0,30}(?:вернул|вернула|вернули|отдал|отдала|отдали|вернут)\p{L}*/u,
    { flips: false },
  ),
  rule(
    'deposit',
    'good',
    /დეპოზიტ\p{L}*[^.!?;]{0,40}(?:დაგვიბრუნ|დამიბრუნ|დააბრუნ|დაბრუნდა)\p{L}*|(?:დაგვიბრუნ|დამიბრუნ|დააბრუნ)\p{L}*[^.!?;]{0,30}დეპოზიტ/u,
    { flips: false },
  ),

  // Rent rises and the notice given.
  rule(
    'rent',
    'bad',
    /\b(?:raised|increased|put up|hiked|doubled|upped)\b[^.!?;]{0,15}\b(?:the )?(?:rent|price)|\b(?:rent|price)\b[^.!?;]{0,20}\b(?:went up|rose|increased|was raised|doubled|jumped|goes up)\b|\brent (?:increase|hike|rise)s?\b|\b(?:only|just) (?:two weeks|a week|\d+ days?)'? notice\b/u,
  ),
  rule(
    'rent',
    'bad',
    /(?:повыси|повыша|повышени|подня|подним|увелич)\p{L}*[^.!?;]{0,25}(?:цен|аренд|плат|квартплат)\p{L}*|(?:цен|аренд|плат)\p{L}*[^.!?;]{0,20}(?:вырос|выросл|подорожа|поднял|повысил|увеличил)\p{L}*|(?:предупредил|предупредила|предупредили)\p{L}*[^.!?;]{0,20}(?:за (?:две|одну|неделю|пару|несколько)|всего за)/u,
  ),
  rule(
    'rent',
    'bad',
    /ქირა[^.!?;]{0,25}(?:გაზარდა|გაიზარდა|გაგვიზარდა|მოიმატა|გაძვირდა|აწია|გაორმაგდა)|ქირის (?:გაზრდა|მომატება|აწევა)|(?:გაზარდა|აწია|მოუმატა)[^.!?;]{0,10}ქირა/u,
  ),
  rule(
    'rent',
    'good',
    /\b(?:rent|price)\b[^.!?;]{0,30}\b(?:stayed the same|never changed|fixed|unchanged|the same all along|locked)\b|\bsame rent\b|\bfixed the rent\b/u,
  ),
  rule(
    'rent',
    'good',
    /(?:цен|аренд|плат)\p{L}*[^.!?;]{0,30}(?:не менял|не мен|зафиксир|не поднимал|не повышал|не росл)\p{L}*|зафиксирова\p{L}*[^.!?;]{0,20}(?:цен|аренд|плат)/u,
    { negation: 'absence' },
  ),
  rule(
    'rent',
    'good',
    /ქირა[^.!?;]{0,50}(?:დააფიქსირა|დაფიქსირებულია|არ (?:გაუზრდია|გაზრდილა|შეცვლილა|შეუცვლია))/u,
    { negation: 'absence' },
  ),

  // Neighbours.
  rule(
    'neighbours',
    'bad',
    /\b(?:noisy|loud|rude|difficult|unfriendly|annoying|nosy|aggressive|drunk|party(?:ing)?) neighbou?rs?\b|\bneighbou?rs?\b[^.!?;]{0,40}\b(?:renovat\w*|drill\w*|part(?:y|ies|ying)|smok\w*|shout\w*|argu\w*|fight\w*|complain\w*|noisy|loud|rude|dogs? bark\w*)\b|\b(?:short-term|airbnb|daily) (?:rentals?|tenants|guests)\b|\btourists\b[^.!?;]{0,20}\b(?:noisy|loud|party|parties)\b/u,
  ),
  rule(
    'neighbours',
    'bad',
    /сосед\p{L}*[^.!?;]{0,40}(?:ремонт|сверл|долб|шум|курят|курит|ругаются|скандал|пьют|посуточн|жалу)\p{L}*|(?:шумн|громк|неадекватн|пьющ|скандальн)\p{L}* сосед\p{L}*|посуточно|туристы шумят/u,
  ),
  rule(
    'neighbours',
    'bad',
    /მეზობლ\p{L}*[^.!?;]{0,50}(?:რემონტ|ბურღ|ხმაურ|ეწევიან|ჩხუბ|ყვირ)\p{L}*|(?:ხმაურიანი|უხეში|კონფლიქტური) მეზობლ\p{L}*|დღიურად ქირავდება/u,
  ),
  rule(
    'neighbours',
    'good',
    /\b(?:nice|friendly|lovely|great|kind|quiet|helpful|good|welcoming|decent) neighbou?rs?\b|\bneighbou?rs?\b[^.!?;]{0,20}\b(?:are|were|is|was)\b[^.!?;]{0,10}\b(?:nice|friendly|lovely|great|kind|quiet|helpful|welcoming|decent|families)\b/u,
  ),
  rule(
    'neighbours',
    'good',
    /(?:хорош|приятн|дружелюбн|отзывчив|тих|спокойн|добр|адекватн|интеллигентн)\p{L}* сосед\p{L}*|сосед\p{L}*[^.!?;]{0,15}(?:хорош|приятн|дружелюбн|отзывчив|тих|спокойн|добр|адекватн|семь)\p{L}*/u,
  ),
  rule(
    'neighbours',
    'good',
    /(?:კარგი|მეგობრული|თბილი|მშვიდი|ყურადღებიანი|კეთილი|სასიამოვნო) მეზობლ\p{L}*|მეზობლ\p{L}*[^.!?;]{0,20}(?:კარგები|მეგობრულები|მშვიდები|თბილები|კეთილები|ოჯახები|ყურადღებიანები|კარგი ხალხია)/u,
  ),

  // Light and view.
  rule(
    'light',
    'bad',
    /\b(?:dark|gloomy|no (?:natural )?light|little (?:natural )?light|hardly any light|no sun|never gets (?:the )?sun|view of a wall|faces a wall)\b/u,
    { negation: 'absence' },
  ),
  rule(
    'light',
    'bad',
    /(?<!\p{L})(?:темн|мрачн)\p{L}*|мало (?:солнца|света|дневного)|солнца нет|окна в стену|вид на стену/u,
    {
      negation: 'absence',
    },
  ),
  rule(
    'light',
    'bad',
    /(?<!\p{L})(?:ბნელი|ბნელა|ბნელია|პირქუში)(?!\p{L})|შუქის ანთება მიწევს|მზე არ შემოდის|დღისითაც შუქ/u,
    { negation: 'absence' },
  ),
  rule(
    'light',
    'good',
    /\b(?:bright|sunny|light-filled|lots of (?:natural )?light|plenty of light|full of light|flooded with light)\b|\b(?:great|nice|beautiful|stunning|lovely|amazing|gorgeous|sea|mountain|city|panoramic) views?\b|\bviews? (?:of|over|across) (?:the )?(?:sea|mountains?|city|old town|river|park|tbilisi|narikala)\b/u,
  ),
  rule(
    'light',
    'good',
    /(?<!\p{L})(?:светл|солнечн)\p{L}*|много (?:света|солнца)|вид (?:на|из)|панорам\p{L}*|закат\p{L}*/u,
  ),
  rule(
    'light',
    'good',
    /(?<!\p{L})(?:ნათელი|ნათელია|მზიანი|მზიანია)(?!\p{L})|ხედ(?:ი|ით|ები)(?!\p{L})|ბინიდან[^.!?;]{0,50}ჩანს|ბევრი (?:სინათლე|მზე)/u,
  ),

  // The building's upkeep: cleaning, the entrance, rubbish, guards.
  rule(
    'management',
    'bad',
    /\b(?:dirty|filthy|smelly|neglected|grimy|run-down)\b|\bsmells? of (?:cigarettes|urine|rubbish|garbage)\b|\b(?:rubbish|garbage|trash|bins?)\b[^.!?;]{0,30}\b(?:overflow\w*|pil\w* up|never collected|everywhere)\b|\b(?:never|rarely|seldom) (?:cleaned|mopped|swept)\b|\bsmok\w* (?:on|in) the (?:stairs|stairwell|entrance|hallway|lift)\b|\bnobody (?:cleans|maintains)\b/u,
    { negation: 'absence', subject: BUILDING },
  ),
  rule(
    'management',
    'bad',
    /(?:грязн|вонюч|запущенн|обшарпан)\p{L}*|(?:убира|моют|метут)\p{L}* редко|редко (?:убира|моют|метут)\p{L}*|пахнет (?:сигарет|мочой|мусором)|(?:курят|окурк)\p{L}*|мусор\p{L}*[^.!?;]{0,25}переполн\p{L}*|переполнен\p{L}*[^.!?;]{0,20}(?:мусор|бак)\p{L}*|никто не (?:убирает|следит)/u,
    { negation: 'absence', subject: BUILDING },
  ),
  rule(
    'management',
    'bad',
    /(?:ბინძური|ბინძურია|ჭუჭყიანი|ჭუჭყიანია|მოუვლელი|მოუვლელია)|ნაგავ\p{L}*[^.!?;]{0,25}(?:ყრია|გადავსებ)\p{L}*|იშვიათად (?:ალაგებენ|რეცხავენ|გვიდიან)|არავინ (?:ალაგებს|უვლის)|ძველებურია/u,
    { negation: 'absence', subject: BUILDING },
  ),
  rule(
    'management',
    'good',
    /\b(?:clean|spotless|tidy|well[- ]kept|well[- ]maintained|cared for)\b|\b(?:cleaner|concierge|caretaker|security guard|guards?|reception)\b|\b(?:mops?|cleans?|cleaned) (?:the )?(?:stairwell|stairs|entrance|hallway)\b/u,
    { subject: BUILDING },
  ),
  rule(
    'management',
    'good',
    /(?<!\p{L})(?:чист|ухожен|убран|опрятн)\p{L}*|(?:консьерж|охран|ресепшн|уборщиц|дворник)\p{L}*|(?:моют|убирают)(?! редко)\p{L}*|управляющ\p{L}* компани\p{L}*[^.!?;]{0,20}(?:хорош|быстро|отлич)\p{L}*/u,
    { subject: BUILDING },
  ),
  rule(
    'management',
    'good',
    /(?<!\p{L})(?:სუფთა|სუფთაა|მოვლილი|მოვლილია|დალაგებული)(?!\p{L})|(?:დაცვა|კონსიერჟ|დამლაგებ)\p{L}*|ამხანაგობა[^.!?;]{0,20}(?:კარგად|აქტიურ|ზრუნავს)/u,
    { subject: BUILDING },
  ),
];

export interface ThemeMatch {
  theme: SummaryTheme;
  tone: ThemeTone;
  /** The sentence that says it, verbatim (shortened with "…" when very long). */
  excerpt: string;
}

/** A contrast starts a new clause: its halves may say opposite things about different themes. */
const CONTRAST =
  /,?\s+(?:but|however|although|though|yet|whereas|except|apart from|но|однако|хотя|зато|а|кроме|მაგრამ|თუმცა|ოღონდ|სამაგიეროდ)(?![\p{L}\p{N}])|[;:—–]/giu;
const SENTENCE = /[^.!?…\n]+(?:[.!?…]+["»”“]?|$)/gu;
const MAX_EXCERPT = 200;
const INNER_NEGATION = /(?<![\p{L}])(?:not|never|no|не|ни|არ|ვერ|არასდროს)(?![\p{L}])|n['’]t(?![\p{L}])/iu;

function clausesOf(sentence: string): string[] {
  return sentence
    .split(CONTRAST)
    .map((clause) => clause.trim())
    .filter(Boolean);
}

/** The themes one comment says, each theme and tone once, with the sentence that says it. */
export function detectThemes(comment: string, aspect: string | null = null): ThemeMatch[] {
  const found = new Map<string, ThemeMatch>();
  const add = (theme: SummaryTheme, tone: ThemeTone, sentence: string) => {
    const key = `${theme}.${tone}`;
    if (!found.has(key)) found.set(key, { theme, tone, excerpt: shortenText(sentence.trim(), MAX_EXCERPT) });
  };
  for (const [sentence] of comment.matchAll(SENTENCE)) {
    // A subject named in a clause carries into the next ones: "Nice landlord, but slow with repairs".
    const named = new Set<ThemeRule['subject']>();
    for (const clause of clausesOf(sentence)) {
      const said = new Set<string>();
      for (const rule of RULES) {
        if (said.has(rule.theme)) continue;
        if (rule.subject?.words.test(clause)) named.add(rule.subject);
        if (rule.subject && !named.has(rule.subject) && !rule.subject.aspects.includes(aspect ?? ''))
          continue;
        for (const match of clause.matchAll(rule.pattern)) {
          const start = match.index ?? 0;
          // "დეპოზიტი არ დაგვიბრუნა", "deposit was not returned": a negation inside the match denies it.
          const denied =
            rule.negation !== 'none' &&
            ((rule.negation === 'mention' && INNER_NEGATION.test(match[0])) ||
              isDenied(clause, start, start + match[0].length, rule.negation));
          if (denied && !rule.flips) continue;
          const tone: ThemeTone = denied ? (rule.tone === 'good' ? 'bad' : 'good') : rule.tone;
          add(rule.theme, tone, sentence);
          said.add(rule.theme);
          break;
        }
      }
    }
  }
  return [...found.values()];
}

/** Every theme a review's comments say, each theme and tone once. */
export function detectReviewThemes(
  aspects: ReadonlyArray<{ aspect: string; comment: string | null }>,
): ThemeMatch[] {
  const found = new Map<string, ThemeMatch>();
  for (const { aspect, comment } of aspects) {
    if (!comment) continue;
    for (const match of detectThemes(comment, aspect)) {
      const key = `${match.theme}.${match.tone}`;
      if (!found.has(key)) found.set(key, match);
    }
  }
  return [...found.values()];
}
