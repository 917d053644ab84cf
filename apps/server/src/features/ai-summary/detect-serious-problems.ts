import type { ReportedProblem } from '@app/contracts';

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
export type Negation = 'mention' | 'absence' | 'without';

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

/**
 * Up to three words between the topic and what happens to it ("the lift breaks every month", "лифт
 * постоянно ломается", "ლიფტი ხშირად ფუჭდება"), never a negator: "the lift never breaks" is no report.
 */
const EN_GAP = "(?:\\s+(?!(?:never|not|no|hardly|rarely|seldom)\\b|\\w+n't\\b)[\\w']+){0,3}?";
const RU_GAP = '(?:\\s+(?!(?:не|никогда|ни|редко|почти)(?!\\p{L}))[\\p{L}\\d]+){0,3}?';
const KA_GAP = '(?:\\s+(?!(?:არ|ვერ|არასდროს|არასოდეს|არც|იშვიათად)(?!\\p{L}))[\\p{L}\\d]+){0,3}?';

/** "пропадает", "вырубают", "отключают": how supplies go in Russian. */
const RU_CUT = '(?:отключ|выключ|выруба|вырубил|пропада|пропал|дают|давали)\\p{L}*';
const KA_CUT =
  '(?:ითიშება|ითიშებოდა|გაითიშა|ქრება|ქრებოდა|წავიდა|მიდის|მიდიოდა|არ (?:იყო|არის|მოდის|მოდიოდა))';

const RULES: Record<ReportedProblem, Rule[]> = {
  gas: [
    rule(
      'mention',
      /\bgas (?:leak|leaks|leaking|leaked)\b|\bgas smell\w*|\b(?:smell(?:s|ed|ing)?|smelt|reek(?:s|ed)?) (?:of )?gas\b|\bcarbon[- ]monoxide\b|\bCO poisoning\b|\bgas poisoning\b|\bgas (?:was|is|got|gets|goes|went) (?:off|cut|cut off|turned off|shut off)\b|\bgas (?:cuts?|outages?)\b/u,
    ),
    rule(
      'absence',
      /\bno gas\b(?! (?:leaks?|smell|problems?|issues?|bills?|stove|heating))|\bwithout gas\b/u,
    ),
    rule(
      'mention',
      /утечк\p{L}* газа|газ\p{L}* утечк|пахл\p{L}* газом|пахнет газом|запах\p{L}* газа|угарн\p{L}* газ|отравлени\p{L}* газом|газ\p{L}* отключ\p{L}*|отключ\p{L}* газ\p{L}*/u,
    ),
    rule('without', /без газа/u),
    rule('absence', /(?<!(?:утечк|запах)\p{L}* )газа (?:нет|не было)|нет газа|не было газа/u),
    rule(
      'mention',
      /გაზის (?:გაჟონვ|სუნ)|გაზი (?:ჟონავ|გაჟონ|ითიშებ|გაითიშა|გამოირთო)|გაზს (?:ხშირად )?თიშავენ|მხუთავ(?:ი|მა|ით) |მხუთავი აირ|გაზით მოწამვლ|გაზი (?:საერთოდ )?არ (?:იყო|არის|მოდიოდა)/u,
    ),
    rule('without', /გაზის გარეშე|უგაზოდ/u),
    rule('absence', `გაზი${KA_GAP}\\s+არ (?:იყო|არის|მოდიოდა|გვქონდა|გვქონია)`),
  ],
  heating: [
    rule('absence', `\\bno (?:heating|heat|radiators)\\b${NOT_THE_SUPPLY}`),
    rule('absence', `\\bwithout (?:heating|heat)\\b${NOT_THE_SUPPLY}`),
    rule(
      'absence',
      `\\b(?:didn't|did not|don't|do not|doesn't|does not|never) ha(?:ve|d) (?:any )?(?:heating|heat)\\b${NOT_THE_SUPPLY}`,
    ),
    rule(
      'absence',
      /\b(?:heating|heater|radiators?|boiler) (?:never|didn't|did not|doesn't|does not|wasn't|was not|weren't|were not|isn't|is not|hasn't|has not|haven't|have not) (?:work|heat|warm)/u,
    ),
    rule(
      'mention',
      `\\b(?:heating|heater|radiators?|boiler)${EN_GAP}\\s+(?:broke|breaks|broken|died|stopped working|kept breaking|(?:is|was|were|are|stay|stayed|stays) (?:ice[- ])?(?:cold|lukewarm|barely warm|useless))\\b|\\b(?:freezing|ice[- ]cold|bitterly cold|very cold)(?: inside| indoors)? (?:in|all|every|during|through) (?:the )?winter\\b|\\b(?:flat|apartment|place|rooms?) (?:is|was|gets|got) (?:freezing|ice[- ]cold|very cold)\\b|\\bcould(?:n't|not) (?:get|keep) (?:it|the (?:flat|apartment|place|rooms?)) warm\\b`,
    ),
    rule('without', /без отоплени/u),
    // "Нет центрального отопления" is how most Georgian flats are heated (own boilers), not a problem.
    rule(
      'absence',
      /нет отоплени|(?<!центральн\p{L}* )(?:отоплени|батаре)\p{L}* (?:нет|не было)|(?:отоплени|батаре)\p{L}* (?:не работал|не грел|не греют|не грели)|не работал\p{L}* (?:отоплени|батаре|кот[её]л)|не было (?:ни )?отоплени/u,
    ),
    rule(
      'mention',
      `(?:батаре\\p{L}*|радиатор\\p{L}*|отоплени\\p{L}*|кот[её]л|котл\\p{L}*)${RU_GAP}\\s+(?:холодн\\p{L}*|ледян\\p{L}*|(?:еле|едва|чуть) (?:тёпл|тепл)\\p{L}*|слом\\p{L}*|ломал\\p{L}*|ломает\\p{L}*)|(?:зимой|в холода)${RU_GAP}\\s+(?:(?:очень|жутко|страшно|ужасно|невыносимо|собачий) )?(?:холодно|холод|мёрзли|мерзли|замерзали)|(?:холодно|мёрзли|мерзли|замерзали)${RU_GAP}\\s+(?:всю )?зим(?:ой|у)|плохо (?:топят|топили|греет|грели)|отключ\\p{L}* отоплени\\p{L}*`,
    ),
    rule(
      'absence',
      /(?<!ცენტრალური )გათბობა (?:საერთოდ )?არ (?:არის|იყო|ჰქონდა|მუშაობ)|რადიატორ\p{L}* არ (?:თბება|თბებოდა|მუშაობ)/u,
    ),
    rule('without', /გათბობის გარეშე/u),
    rule(
      'mention',
      `(?:ქვაბი|კომბი|გამათბობელი|გათბობა|რადიატორ\\p{L}*)${KA_GAP}\\s+(?:ფუჭდება|გაფუჭდა|გაფუჭებულია|ცივია|ცივი იყო)|ზამთარში${KA_GAP}\\s+(?:ძალიან |საშინლად |საშინელი )?(?:ცივა|ციოდა|სიცივეა|სიცივე იყო|ვიყინებოდით|ვიყინებით|გავიყინეთ)|(?:ვიყინებოდით|გავიყინეთ|ვიყინებით)${KA_GAP}\\s+ზამთარში|ბინაში${KA_GAP}\\s+(?:ძალიან )?(?:ცივა|ციოდა)`,
    ),
  ],
  water: [
    rule('absence', `\\bno (?:running |cold )?water\\b${NOT_THE_SUPPLY}`),
    rule('absence', `\\bwithout (?:running )?water\\b${NOT_THE_SUPPLY}`),
    rule(
      'absence',
      `\\b(?:didn't|did not|don't|do not|doesn't|does not|never) ha(?:ve|d) (?:any )?(?:running )?water\\b${NOT_THE_SUPPLY}`,
    ),
    rule(
      'mention',
      `(?<!hot )\\bwater${EN_GAP}\\s+(?:was|is|went|goes|got|gets|keeps being|kept being) (?:off|cut|cut off|turned off|shut off)\\b|\\bwater (?:cuts?|outages?|shortages?|interruptions?)\\b|\\b(?:low|weak|poor|bad|terrible|awful|pathetic|no) (?:water )?pressure\\b(?! (?:problems?|issues?))|\\bpressure${EN_GAP}\\s+(?:is|was|gets|got|drops|dropped|falls|fell|makes)\\b[^.!?;]{0,40}\\b(?:low|weak|poor|terrible|awful|nothing|trickle|impossible|zero|useless|pathetic)\\b|\\b(?:only )?a trickle\\b|\\b(?:rusty|brown|yellow|dirty) (?:tap )?water\\b|\\bcut (?:off )?the water\\b|\\bwater (?:comes|came) (?:only )?(?:in|at) (?:a )?trickle\\b`,
    ),
    rule('without', /без (?:холодной )?воды/u),
    rule(
      'absence',
      /нет (?:холодной )?воды|(?<!горяч\p{L}* )(?:холодной )?воды (?:нет|не было)|не было (?:ни )?(?:холодной )?воды/u,
    ),
    rule(
      'mention',
      `(?:воду|воды)${RU_GAP}\\s+(?:отключ|выключ|перекрыва|перекрыл|дают|давали)\\p{L}*|отключ\\p{L}* (?:холодн\\p{L}* )?вод\\p{L}*|(?:слаб|плох|низк|ужасн|никак|нулев|отвратительн)\\p{L}* напор|напор\\p{L}*${RU_GAP}\\s+(?:(?:очень|совсем|совершенно|ужасно|такой) )?(?:слаб|плох|низк|ужасн|никак|нулев|пада|пропада|пада[её]т|почти нет|нет|еле)\\p{L}*|вод\\p{L}*${RU_GAP}\\s+(?:еле|едва|чуть) (?:течёт|течет|идёт|идет|капает|льётся|льется|бежит)|(?:ржав|бур|мутн|жёлт|желт|грязн)\\p{L}* вод\\p{L}*|перебо\\p{L}* (?:с|со) вод\\p{L}*`,
    ),
    rule(
      'absence',
      `(?<!ცხელი )წყალი${KA_GAP}\\s+არ (?:იყო|მოდიოდა|მოდის|გვქონდა|გვქონია|ჰყოფნის|გვყოფნის|მყოფნის)`,
    ),
    rule('without', /უწყლოდ|(?<!ცხელი )წყლის გარეშე/u),
    rule(
      'mention',
      `(?<!ცხელი )წყალი${KA_GAP}\\s+(?:ითიშება|ითიშებოდა|გაითიშა|ქრება|წყდება|მოდის ძლივს|ძლივს (?:მოდის|მოდიოდა|მოწვეთავს|წვეთავს)|ძლივძლივობით მოდის)|წყალს${KA_GAP}\\s+(?:თიშავენ|თიშავდნენ|გვითიშავენ|გვითიშავდნენ)|(?:სუსტი|დაბალი|ცუდი|საშინელი|ნულოვანი) (?:წყლის )?წნევ\\p{L}*|წნევა${KA_GAP}\\s+(?:(?:ძალიან|საშინლად|ისეთი) )?(?:სუსტია|დაბალია|ცუდია|ეცემა|ვარდება|სუსტი|დაბალი)|წნევა (?:საერთოდ )?(?:არ არის|არაა)|(?:ჟანგიან|მღვრიე|ყვითელ|ჭუჭყიან)\\p{L}* წყალ\\p{L}*|წყლის (?:შეწყვეტ|გათიშვ)\\p{L}*`,
    ),
  ],
  // Hot water and the boiler that makes it (issue 34): another problem than the supply's pressure.
  hot_water: [
    rule('absence', `\\b(?:no|without) hot water\\b${NOT_THE_SUPPLY}`),
    rule(
      'absence',
      `\\b(?:didn't|did not|don't|do not|doesn't|does not|never) ha(?:ve|d) (?:any |enough )?hot water\\b${NOT_THE_SUPPLY}|\\b(?:not|never|isn't|wasn't) enough hot water\\b`,
    ),
    rule(
      'absence',
      /\b(?:hot water|water heater|boiler) (?:never|didn't|did not|doesn't|does not|wasn't|was not|isn't|is not|can't|cannot|couldn't) (?:work|heat|last|enough|keep up)/u,
    ),
    rule(
      'mention',
      `\\bhot water${EN_GAP}\\s+(?:runs out|ran out|lasts only|only lasts|is lukewarm|was lukewarm|goes cold|went cold|was off|is off|cut)\\b|\\b(?:boiler|water heater)\\b[^.!?;]{0,50}?\\b(?:too small|tiny|cut(?:s)? out|failed|fails|died|broke down|breaks down|weak spot|needed a (?:technician|repair)|leaks|leaked|runs out)\\b|\\b(?:cold|lukewarm) showers?\\b`,
    ),
    rule('without', /без горячей воды/u),
    rule(
      'absence',
      /нет горячей воды|горяч\p{L}* вод\p{L}* (?:не работ|не было|нет|не хватает|не хватало)|не было (?:ни )?горячей воды|горячей воды (?:мало|не хватает|не хватало)/u,
    ),
    rule(
      'mention',
      `(?:бойлер|водонагревател|кот[её]л|котл)\\p{L}*[^.!?;]{0,50}?(?:(?<!\\p{L})мало|не хватает|не хватало|слом\\p{L}*|ломал\\p{L}*|ломает\\p{L}*|отключал\\p{L}*|выключал\\p{L}*|(?:по|про)т[её]к\\p{L}*|не греет|не грел)|отключ\\p{L}* горяч\\p{L}* вод\\p{L}*|горяч\\p{L}* вод\\p{L}*${RU_GAP}\\s+(?:заканчива|кончает|конча|еле тёпл|еле тепл|отключ)\\p{L}*|холодн\\p{L}* душ`,
    ),
    rule(
      'absence',
      `ცხელი წყალი${KA_GAP}\\s+არ (?:იყო|მოდიოდა|მოდის|გვქონდა|გვქონია|ჰყოფნის|გვყოფნის|მყოფნის)`,
    ),
    rule('without', /ცხელი წყლის გარეშე/u),
    rule(
      'mention',
      `(?:ბოილერი|წყალგამაცხელებელი|კომბი|ქვაბი)${KA_GAP}\\s+(?:ძველია|პატარაა|ფუჭდება|გაფუჭდა|ითიშება|გაითიშა|ჟონავს|არ ჰყოფნის|ვერ ათბობს)|ცხელი წყალი${KA_GAP}\\s+(?:მალე )?(?:თავდება|მთავრდება|ითიშება|ქრება)|ცივი შხაპი`,
    ),
  ],
  electricity: [
    rule(
      'mention',
      `\\b(?:power|electricity|lights?)${EN_GAP}\\s+(?:cuts?|outages?|(?:goes|went|go|keeps going|kept going) (?:off|out)|(?:is|was|gets|got|were) (?:cut|off|turned off|cut off))\\b|\\bblackouts?\\b|\\b(?:faulty|dangerous|old|exposed|bad|ancient|dodgy) wiring\\b|\\bwiring${EN_GAP}\\s+(?:is|was) (?:faulty|dangerous|old|exposed|a fire hazard|ancient)\\b|\\bsockets?${EN_GAP}\\s+(?:spark|sparks|sparked|melted|smoked)\\b|\\b(?:fuses?|breakers?|circuit breakers?)${EN_GAP}\\s+(?:blow|blew|blows|trip|trips|tripped|keeps tripping|kept tripping)\\b`,
    ),
    rule('absence', `\\b(?:no|without) (?:power|electricity)\\b${NOT_THE_SUPPLY}`),
    rule(
      'mention',
      `(?:свет|электричеств\\p{L}*|электроэнерги\\p{L}*)${RU_GAP}\\s+${RU_CUT}|отключ\\p{L}* (?:света|свет|электричеств\\p{L}*)|(?:выбивает|выбивало|вышибает) (?:пробки|автомат\\p{L}*)|(?:пробки|автомат\\p{L}*) (?:выбивает|выбивало|вышибает)|проводк\\p{L}*${RU_GAP}\\s+(?:стар|ужасн|искрит|опасн|горел|плав|никак)\\p{L}*|(?:стар|ужасн|опасн|гнил)\\p{L}* проводк\\p{L}*|розетк\\p{L}*${RU_GAP}\\s+(?:искр|плав|горел|дымил)\\p{L}*|перебо\\p{L}* (?:со|с) (?:светом|электричеств\\p{L}*)`,
    ),
    rule('without', /без (?:света|электричества)/u),
    rule('absence', /(?:света|электричества) (?:нет|не было)|(?:нет|не было) (?:света|электричества)/u),
    rule(
      'mention',
      `(?:შუქი|დენი|ელექტროენერგია)${KA_GAP}\\s+${KA_CUT}|(?:შუქს|დენს)${KA_GAP}\\s+(?:თიშავენ|თიშავდნენ|გვითიშავენ|გვითიშავდნენ)|(?:შუქის|დენის) (?:გათიშვ|შეწყვეტ)\\p{L}*|გაყვანილობა${KA_GAP}\\s+(?:ძველია|ცუდია|საშიშია|სახიფათოა|იწვის|დაიწვა)|(?:ძველი|ცუდი|საშიში|სახიფათო) (?:ელექტრო)?გაყვანილობ\\p{L}*|როზეტ\\p{L}*${KA_GAP}\\s+(?:ნაპერწკლ|ცეცხლ|დაიწვა|იწვის|გადაიწვა)\\p{L}*|საცობ\\p{L}*${KA_GAP}\\s+(?:აგდებს|ვარდება|იწვის)`,
    ),
    rule('without', /უშუქოდ|უდენოდ|შუქის გარეშე|დენის გარეშე/u),
  ],
  mould: [
    rule('mention', /\bmou?ld(?:y|s)?\b|\bmildew\b|\bblack spots on the (?:walls?|ceiling)\b/u),
    rule('mention', `${START}(?:плесен\\p{L}*|плесн\\p{L}*|грибок\\p{L}*|грибк\\p{L}*)${END}`),
    rule(
      'mention',
      `${START}(?:ობი|ობის|ობმა|ობით|ობს|დაობებ\\p{L}*|ობია|ობიან\\p{L}*|დაობდა|დაობდება)${END}`,
    ),
  ],
  pests: [
    rule(
      'mention',
      /\b(?:cockroach(?:es)?|roaches|bed ?bugs?|rats|a rat|mice|a mouse|termites|fleas|pests)\b|\bpest control\b/u,
    ),
    rule(
      'mention',
      `${START}(?:таракан\\p{L}*|клоп\\p{L}*|крыс\\p{L}*|мыш(?:и|ей|ами|ь|ка|ки)|блох\\p{L}*)${END}`,
    ),
    rule(
      'mention',
      `${START}(?:ტარაკ(?:ან|ნ)\\p{L}*|ბაღლინჯო\\p{L}*|ვირთხ\\p{L}*|თაგვ\\p{L}*|რწყილ\\p{L}*)${END}`,
    ),
  ],
  safety: [
    rule(
      'mention',
      /\b(?:broke into|break-ins?|broken into|burglar\w*|burgled|robbed|robbery|robberies|mugged|muggings?|thieves|theft|stabbing|drug dealers?)\b|\b(?:felt|feel|feels) (?:unsafe|dangerous)\b|\b(?:area|street|neighbou?rhood|district|yard|entrance|stairwell) (?:is|was|feels|felt|gets) (?:really |very |quite )?(?:unsafe|dangerous)\b|\bunsafe\b|\b(?:balcony|ceiling|staircase|stairs)(?:\s+(?!(?:never|not|no)\b)[\w']+){0,3}?\s+(?:is|was)? ?(?:collapsing|crumbling|collapsed|fell|falling apart|caved in)\b/u,
    ),
    rule(
      'absence',
      /\b(?:(?:don't|didn't|do not|did not|never) (?:feel|felt)|(?:isn't|wasn't|is not|was not|not)) (?:really |very |entirely |particularly )?safe\b/u,
    ),
    rule(
      'mention',
      `${START}(?:обокрал\\p{L}*|обокрали|ограбил\\p{L}*|ограблени\\p{L}*|обворова\\p{L}*|вскрыл\\p{L}*|краж\\p{L}*|грабител\\p{L}*|вор(?:ы|ов|ами)|небезопасн\\p{L}*|опасн\\p{L}*|наркоман\\p{L}*|закладчик\\p{L}*)${END}|страшно (?:ходить|возвращаться|выходить)|(?:балкон|потол(?:ок|к)|лестниц)\\p{L}*${RU_GAP}\\s+(?:обвал|обрушил|разруша|сыпется|рушится|трещ)\\p{L}*`,
    ),
    rule(
      'mention',
      `${START}(?:გაგვძარცვ\\p{L}*|გამძარცვ\\p{L}*|გაძარცვ\\p{L}*|გაქურდ\\p{L}*|ქურდობ\\p{L}*|ქურდ(?:ი|ები|ებმა|მა)|შემოგვიტეხ\\p{L}*|შემოტეხ\\p{L}*|სახიფათო\\p{L}*|საშიში|საშიშია|არაუსაფრთხო\\p{L}*|ნარკომან\\p{L}*)${END}|(?:აივანი|ჭერი|კიბე)${KA_GAP}\\s+(?:ინგრევა|ჩამოინგრა|ჩამოიშალა|იშლება|ჩამოვარდა)`,
    ),
    rule('absence', /(?:არ არის|არაა|არ იყო) უსაფრთხო|უსაფრთხო არ (?:არის|იყო)|небезопасно|не безопасно/u),
  ],
  harassment: [
    rule(
      'mention',
      /\bharass(?:ed|ment|ing)?\b|(?<!non-)\bthreaten(?:ed|ing|s)?\b|\bthreats\b|\bintimidat\w*|\b(?:came|comes|entered|walked|let (?:himself|herself)) in without (?:asking|notice|permission|knocking|warning)\b|\b(?:came|comes|turned|turns|showed|shows) (?:up|over|in)(?: [\w']+){0,2} unannounced\b|\bsexual(?:ly)? (?:comments|advances|harass)\w*|\b(?:yelled|shouted|screamed|swore) at (?:us|me)\b|\binsult(?:ed|ing|s)? (?:us|me)\b|\blandlord(?:\s+(?!(?:never|not|no)\b)[\w']+){0,3}?\s+(?:is|was) (?:rude|aggressive|abusive|a nightmare|hostile|horrible)\b/u,
    ),
    rule(
      'mention',
      /домогател\p{L}*|угрожал\p{L}*|угроз\p{L}*|запугива\p{L}*|приставал\p{L}*|(?:заходил|приходил|входил|являл)\p{L}* без (?:спроса|спросу|предупреждения|разрешения|звонка)|(?:хамил|хамит|хамят|хамила|грубил|грубит|грубят|грубила|оскорблял|орал|кричал)\p{L}*|заход\p{L}*,? когда (?:ему|ей) (?:вздумается|захочется)(?: на (?:нас|меня))?|без предупреждения (?:заходил|приходил|являл)\p{L}*/u,
    ),
    rule(
      'mention',
      /შევიწროებ\p{L}*|მემუქრებოდ\p{L}*|დამემუქრ\p{L}*|გვემუქრებოდ\p{L}*|დაგვემუქრ\p{L}*|მუქარ\p{L}*|(?:უნებართვოდ|გაუფრთხილებლად|დაურეკავად|უკითხავად) (?:შემოდიოდ|შემოვიდ|მოდიოდ|შემოდის)\p{L}*|გვიყვიროდ\p{L}*|მიყვიროდ\p{L}*|შეურაცხყოფ\p{L}*|გვაგინებდ\p{L}*|უხეშად (?:გვექცეოდ|გველაპარაკებოდ|მელაპარაკებოდ)\p{L}*/u,
    ),
  ],
  illegal_eviction: [
    rule(
      'mention',
      /\bevict(?:ed|ion)?\b|\b(?:kicked|threw|thrown) (?:us|me|them) out\b|\bchanged the locks?\b/u,
    ),
    rule(
      'mention',
      /выселил\p{L}*|выселени\p{L}*|выселит\p{L}*|выселять\p{L}*|выгнал\p{L}*|выставил\p{L}* на улицу|сменил\p{L}* замки?/u,
    ),
    rule(
      'mention',
      /გამოგვაგდ\p{L}*|გამომაგდ\p{L}*|გამოსახლ\p{L}*|გამოგვასახლ\p{L}*|გამომასახლ\p{L}*|საკეტი გამოცვალ/u,
    ),
  ],
  deposit_not_returned: [
    rule(
      'mention',
      /\b(?:kept|withheld|keeps|pocketed|never returned|didn't return|did not return|refused to return|never gave back|didn't give back|did not give back|won't return|still waiting for|deducted|took)\b[^.!?]{0,40}\bdeposit\b|\bdeposit\b[^.!?]{0,40}\b(?:was never returned|never returned|not returned|was kept|was withheld|never came back|never got back|(?:only )?got (?:half|part|a third)|deducted)\b|\bnever got (?:the|my|our) deposit back\b|\blost (?:the|my|our) deposit\b/u,
    ),
    rule(
      'mention',
      /оставил\p{L}* (?:весь |наш |мой |свой )?(?:залог|депозит)\p{L}* себе|(?:залог|депозит)\p{L}*[^.!?]{0,50}(?:не вернул\p{L}*|не вернули|не отдал\p{L}*|так и не|(?<!не )(?:оставил\p{L}* себе|удержал\p{L}*|зажал\p{L}*|вычел\p{L}*|вычла|вычли|присвоил\p{L}*))|(?:не вернул\p{L}*|не отдал\p{L}*|(?<!не )(?:оставил\p{L}* себе|удержал\p{L}*|зажал\p{L}*|вычел|вычла|вычли))[^.!?]{0,50}(?:залог|депозит)/u,
    ),
    rule(
      'mention',
      /დეპოზიტ\p{L}*[^.!?]{0,50}(?:არ დამიბრუნ|არ დაგვიბრუნ|არ დააბრუნ|არ მოგვცა|არ მომცა|(?<!არ |ვერ )(?:დაიტოვა|დაგვიქვითა|დამიქვითა|ჩამოგვაჭრა|ჩამომაჭრა|გამოგვიქვითა))|(?:არ დამიბრუნა|არ დაგვიბრუნა|(?<!არ |ვერ )(?:დაიტოვა|დაგვიქვითა|დამიქვითა))[^.!?]{0,50}დეპოზიტ/u,
    ),
  ],
  lift: [
    rule(
      'mention',
      `\\b(?:lifts?|elevators?)${EN_GAP}\\s+(?:breaks|broke|break|keeps breaking|kept breaking|(?:is|was|were|are) (?:often |always |constantly |usually |still )?(?:broken|out of order|not working|dead|stuck)|doesn't work|does not work|didn't work|did not work|stopped working|gets stuck|got stuck|stops|stopped)\\b|\\b(?:stuck|trapped) in the (?:lift|elevator)\\b|\\bbroken (?:lift|elevator)\\b`,
    ),
    rule(
      'absence',
      /\bno (?:lift|elevator)\b(?! (?:problems?|issues?|trouble))|\bwithout (?:a )?(?:lift|elevator)\b/u,
    ),
    rule(
      'mention',
      `лифт\\p{L}*${RU_GAP}\\s+(?:ломает\\p{L}*|слома\\p{L}*|ломал\\p{L}*|не работа\\p{L}*|стоит|стоял|застрева\\p{L}*|выходит из строя|выходил из строя|отключа\\p{L}*)|застр(?:ял|яли|яла|евали|еваем|евают)${RU_GAP}\\s+в лифте|в лифте${RU_GAP}\\s+застр\\p{L}*|сломанн\\p{L}* лифт`,
    ),
    rule(
      'absence',
      /лифта (?:нет|не было)|нет лифта|без лифта|(?:не работал\p{L}*|не работает|сломал\p{L}*|стоял\p{L}*) лифт/u,
    ),
    rule(
      'mention',
      `ლიფტ(?:ი|ები)${KA_GAP}\\s+(?:ფუჭდება|ფუჭდებოდა|გაფუჭდა|გაფუჭებულია|გაფუჭებული|არ მუშაობს|არ მუშაობდა|ჩერდება|ჩერდებოდა|გაჩერდა|გაჭედა|იჭედება)|ლიფტში${KA_GAP}\\s+(?:გავიჭედე|გავიჭედეთ|ჩავრჩი|ჩავრჩით|გაიჭედა|ვიჭედებოდით)|(?:გაფუჭებული|მოძველებული) ლიფტ\\p{L}*`,
    ),
    rule('absence', /ლიფტი (?:საერთოდ )?(?:არ არის|არაა|არ აქვს)|ულიფტო/u),
  ],
  noise: [
    rule(
      'mention',
      `\\bnois(?:y|e|ier)\\b|\\bloud (?:neighbou?rs?|music|parties|bars?|street|traffic)\\b|\\b(?:bars?|club|street|traffic|neighbou?rs?|music)${EN_GAP}\\s+(?:is|are|was|were|gets?) (?:very |really |so |quite )?loud\\b|\\bthin walls\\b|\\b(?:drilling|hammering) (?:all day|from|every)\\b|\\b(?:hear|heard|hears) (?:everything|every word|the neighbou?rs?|our neighbou?rs?)\\b|\\b(?:poor|bad|no|terrible|zero) (?:sound ?proofing|sound insulation)\\b|\\bcan't sleep\\b`,
    ),
    rule(
      'mention',
      `${START}(?:шум(?!оизол)\\p{L}*|шумн\\p{L}*|слышимость\\p{L}*|грохот\\p{L}*)${END}|слышно (?:всё|все|каждое|каждый|соседей)|тонкие стены|(?:сверлят|сверлили|долбят|долбили)(?: \\p{L}+){0,2} (?:с утра|целыми днями|весь день|каждый день|до ночи)|громк\\p{L}* (?:музык|сосед|вечеринк)\\p{L}*|(?:плох|ужасн|нулев)\\p{L}* (?:шумо|звуко)изоляц\\p{L}*`,
    ),
    rule(
      'absence',
      /(?:шумо|звуко)изоляци\p{L}* (?:нет|никакой|никакая|нулевая|плохая|ужасная)|никакой (?:шумо|звуко)изоляции/u,
    ),
    rule(
      'mention',
      `${START}(?:ხმაურ\\p{L}*)${END}|(?:ყველაფერი|ყველა სიტყვა|მეზობლების ლაპარაკი|მეზობლები) ისმის|თხელი კედლები|ბურღავენ|ბურღავდნენ|ხმამაღალი (?:მუსიკა|მეზობლები)|(?:ცუდი|ნულოვანი) (?:ხმის )?იზოლაცია`,
    ),
    rule('absence', /(?:ხმის )?იზოლაცია (?:საერთოდ )?(?:არ არის|არაა|არ აქვს)/u),
  ],
};

/**
 * A report that the same sentence resolves: "kept the deposit for a week, then returned it in full".
 * Only where the resolution leaves no problem behind; a fixed leak or a treated wall stays reported.
 */
const RESOLVED: Partial<Record<ReportedProblem, RegExp>> = {
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
  ...[
    'არ',
    'არა',
    'ვერ',
    'არასდროს',
    'არასოდეს',
    'არავითარი',
    'არავითარ',
    'არანაირი',
    'არც',
    'არსად',
    'არავის',
    'არავინ',
  ],
]);
const NEGATORS_AFTER = new Set([
  ...['not', 'never', 'none', 'free'],
  ...['нет', 'не', 'никогда', 'ни', 'нету', 'отсутствует', 'отсутствуют', 'отсутствовала', 'отсутствовали'],
  ...['არ', 'არა', 'ვერ', 'არასდროს', 'არასოდეს', 'არსად', 'არც', 'გარეშე', 'არავის', 'არავინ'],
  // "ხმაური ცოტაა", "шума мало": little of it is no report.
  ...['ცოტაა', 'მცირეა', 'мало'],
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
    // "გამოგვაგდეს მიზეზის გარეშე": a later "without" governs the word before it, not the match.
    if (token === 'გარეშე' && i > 0) continue;
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

export function isDenied(text: string, start: number, end: number, negation: Negation): boolean {
  const before = clauseBefore(text, start);
  if (negation !== 'mention' && PROBLEMS_WITH.test(before)) return true;
  if (isNegatedBefore(tokensOf(before))) return true;
  if (negation === 'absence') return false;
  if (negation === 'mention' && ANSWERED_NO.test(text.slice(end))) return true;
  return isNegatedAfter(tokensOf(clauseAfter(text, end)));
}

const EXCEPT = /(?<![\p{L}])(?:except|apart from|other than|кроме|за исключением|გარდა)(?![\p{L}])/iu;

export interface ProblemMatch {
  problem: ReportedProblem;
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
export function detectReportedProblems(text: string): ProblemMatch[] {
  const found: ProblemMatch[] = [];
  for (const [problem, rules] of Object.entries(RULES) as Array<[ReportedProblem, Rule[]]>) {
    const excerpt = firstReport(text, problem, rules);
    if (excerpt !== null) found.push({ problem, excerpt });
  }
  return found;
}

/** The sentence of the first match that is neither denied nor resolved, or null. */
function firstReport(text: string, problem: ReportedProblem, rules: Rule[]): string | null {
  for (const { pattern, negation } of rules) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      // "Not noisy, except on Saturdays": the exception is the report.
      if (isDenied(text, start, end, negation) && !EXCEPT.test(clauseAfter(text, end))) continue;
      const sentence = sentenceAt(text, start);
      if (RESOLVED[problem]?.test(sentence)) continue;
      return shortenText(sentence.trim(), MAX_EXCERPT);
    }
  }
  return null;
}

/**
 * Words that touch a problem's topic at all, reported, denied or praised ("the water pressure is
 * fine", "плесени нет", "ლიფტი ახალია"). A summary says a problem is "not mentioned" only when no
 * review touches its topic in any language.
 */
const TOPICS: Record<ReportedProblem, RegExp> = {
  gas: /\bgas\b|газ|გაზ|მხუთავ/iu,
  heating:
    /\bheat|radiator|boiler|\bcold\b|freez|warm|отоплен|батаре|радиатор|кот[её]л|котл|холод|мёрз|мерз|тепл|тёпл|обогрев|გათბობ|გამათბობ|რადიატორ|ქვაბ|კომბი|ცივ|სიცივ|ყინ|თბილ|თბებ/iu,
  water: /\bwater|shower|pressure|вод[аыуеойё]|напор|душ|წყალ|წყლ|წნევ|შხაპ/iu,
  hot_water:
    /hot water|boiler|water heater|shower|горяч\p{L}* вод|бойлер|водонагрев|кот[её]л|котл|душ|ცხელი წყ|ბოილერ|კომბი|ქვაბ|შხაპ/iu,
  electricity:
    /electric|\bpower\b|wiring|socket|fuse|blackout|\blights?\b|свет(?!л)|электр|проводк|розетк|пробк|შუქ|დენ[იისთ]|ელექტრ|გაყვანილობ|როზეტ|საცობ/iu,
  mould:
    /mou?ld|mildew|damp|плесен|плесн|грибк|грибок|сырост|(?<![\p{L}])ობ(?:ი|ის|ია|მა|ით|ს)?(?![\p{L}])|დაობ|ნესტ/iu,
  pests:
    /cockroach|roach|\bbugs?\b|\brats?\b|\bmice\b|\bmouse\b|pest|insect|таракан|клоп|крыс|мыш|насеком|ტარაკ|ბაღლინჯ|ვირთხ|თაგვ|მწერ/iu,
  safety:
    /safe|danger|burgl|broke into|break-in|\brob|theft|thie[fv]|crime|mugg|безопас|опасн|краж|обокр|ограб|страшно|უსაფრთხ|საშიშ|სახიფათ|ქურდ|ძარცვ/iu,
  harassment:
    /landlord|landlady|owner|harass|threat|хозя|арендодат|угроз|угрож|მეპატრონ|მფლობელ|მუქარ|მემუქრ/iu,
  illegal_eviction:
    /evict|kicked|threw (?:us|me) out|the locks?\b|замк|საკეტ|выселен|выселил|выселит|выгна|გამოსახლ|გამოგვასახლ|გამოგვაგდ|გამომაგდ/iu,
  deposit_not_returned: /deposit|залог|депозит|დეპოზიტ/iu,
  lift: /\blifts?\b|elevator|лифт|ლიფტ/iu,
  noise:
    /nois|loud|quiet|soundproof|drill|hammering|сверл|перфорат|долб|ბურღ|шум|тих|слыш|ხმაურ|ჩუმ|მშვიდ|ისმის|იზოლაცი/iu,
};

/** The problems whose topic the text touches at all (reported, denied or praised). */
export function mentionedTopics(text: string): ReportedProblem[] {
  return (Object.keys(TOPICS) as ReportedProblem[]).filter((topic) => TOPICS[topic].test(text));
}
