import { describe, expect, it } from 'vitest';
import { detectSeriousProblems, shortenText } from '../src/features/ai-summary/detect-serious-problems.ts';

const problemsIn = (text: string) => detectSeriousProblems(text).map((m) => m.problem);

describe('detectSeriousProblems', () => {
  it.each([
    ['The kitchen smelled of gas until the emergency service sealed the boiler.', 'gas'],
    ['We had a CO detector go off twice: carbon monoxide from the old heater.', 'gas'],
    ['На кухне у котла пахло газом, нашли утечку.', 'gas'],
    ['ზამთარში გაზის სუნი იდგა სამზარეულოში.', 'gas'],
    ['Black mould behind the wardrobe every winter.', 'mould'],
    ['В углу ванной пошла плесень.', 'mould'],
    ['ზამთარში კარადის უკან ობი ჩნდება.', 'mould'],
    ['Cockroaches come up through the drain.', 'pests'],
    ['Тараканы лезут из мусоропровода.', 'pests'],
    ['ტარაკნები ყველგანაა.', 'pests'],
    ['No heating at all in January.', 'no_heating_or_water'],
    ['Две недели жили без отопления и горячей воды.', 'no_heating_or_water'],
    ['გათბობა საერთოდ არ არის.', 'no_heating_or_water'],
    ['The landlord threatened us when we complained.', 'harassment'],
    ['Хозяин угрожал выселить нас.', 'harassment'],
    ['They changed the locks while we were away.', 'illegal_eviction'],
    ['Нас выгнали за один день.', 'illegal_eviction'],
    ['The landlord kept the whole deposit for "cleaning".', 'deposit_not_returned'],
    ['Депозит 700 долларов так и не вернули.', 'deposit_not_returned'],
    ['მეპატრონემ დეპოზიტი არ დაგვიბრუნა.', 'deposit_not_returned'],
  ])('finds the problem in %s', (text, problem) => {
    expect(problemsIn(text)).toContain(problem);
  });

  it.each([
    'New-build flat: quiet, warm, its own gas boiler and radiators, and no damp at all.',
    'Returned the deposit in full on the day I moved out.',
    'Polite and returned the deposit minus 100 GEL for a cracked tile.',
    'Газовые трубы по фасаду ржавые.',
    'Хозяин вернул залог полностью.',
    'დეპოზიტი სრულად და იმავე დღეს დამიბრუნა.',
    'ახლოსაა სავაჭრო ობიექტი და სკოლა.',
    'Moldova-born neighbours were lovely.',
  ])('raises no alarm for %s', (text) => {
    expect(problemsIn(text)).toEqual([]);
  });

  it('quotes the sentence that reports the problem, verbatim', () => {
    const [match] = detectSeriousProblems(
      'Nice view. The bathroom had mould every winter! Internet was fine.',
    );
    expect(match).toEqual({ problem: 'mould', excerpt: 'The bathroom had mould every winter!' });
  });

  it('shortens long quotes at a word and marks the cut', () => {
    const text = 'word '.repeat(100);
    const short = shortenText(text, 50);
    expect(short.length).toBeLessThanOrEqual(51);
    expect(short.endsWith('…')).toBe(true);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
  });
});
