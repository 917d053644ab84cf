import { detectReportedProblems, mentionedTopics } from './detect-serious-problems.ts';
import { detectReviewThemes } from './detect-themes.ts';

/** A sentence per language that touches the detectors' rules: transport, a landlord, a boiler, noise. */
const SAMPLES = [
  'The metro is two minutes away, the landlord returned the deposit, but the boiler broke twice and the neighbours are noisy.',
  'До метро две минуты, хозяин вернул залог, но котёл ломался дважды, а соседи шумят.',
  'მეტრომდე ორი წუთია, მეპატრონემ დეპოზიტი დამიბრუნა, მაგრამ ქვაბი ორჯერ გაფუჭდა და მეზობლები ხმაურობენ.',
];

/**
 * Runs the built-in summariser's detectors once over a few sentences, so that the first summary a
 * process writes does not also pay for compiling their hundreds of regular expressions (about a
 * second on this machine under load, issue 34). Answers how many matches it saw.
 */
export function warmUpSummariser(): number {
  let matches = 0;
  for (const text of SAMPLES) {
    matches += mentionedTopics(text).length + detectReportedProblems(text).length;
    matches += detectReviewThemes([{ aspect: 'general', comment: text }]).length;
  }
  return matches;
}
