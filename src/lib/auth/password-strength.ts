import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import {
  containsPersonalWord,
  isPasswordReason,
  isPasswordTip,
  MIN_PASSWORD_SCORE,
  personalWords,
  type PasswordLevel,
  type PasswordOwner,
  type PasswordReason,
  type PasswordStrength,
  type PasswordTip,
} from './password-strength-rules';

/**
 * The password strength estimator: zxcvbn (the maintained TypeScript port, @zxcvbn-ts/core) with
 * the common-password list (about 49,000), the diceware word list and the keyboard adjacency
 * graphs of @zxcvbn-ts/language-common — everything offline, nothing fetched at run time. The
 * server checks every new password with it (src/lib/auth/index.ts); the forms load this module
 * with a dynamic import() on first input, so it is in no page's first-load JavaScript.
 *
 * Near misses of a common password ("passwrod1") count as that password (Levenshtein distance up
 * to 2 on the whole password). A check takes a few to ~200 ms; the forms debounce it.
 */

let factory: ZxcvbnFactory | undefined;

/** Built on first use (ranking the dictionaries takes ~100 ms). */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
    useLevenshteinDistance: true,
    // No translations: feedback comes back as keys, which the messages files word.
  });
  return factory;
}

/** zxcvbn's warning keys as our reasons (its `userInputs` is our `personalInfo`). */
function reasonOf(warning: string | null): PasswordReason | undefined {
  if (warning === 'userInputs') return 'personalInfo';
  return isPasswordReason(warning) ? warning : undefined;
}

function levelOf(acceptable: boolean, score: ZxcvbnResult['score']): PasswordLevel {
  if (!acceptable) return 'weak';
  return score >= 4 ? 'strong' : 'fair';
}

/**
 * How strong `password` is for its owner. Refused (not `acceptable`) under MIN_PASSWORD_SCORE or
 * when it contains the owner's name or address; then with at least one reason.
 */
export function passwordStrength(password: string, owner?: PasswordOwner): PasswordStrength {
  const result = estimator().check(password, personalWords(owner).inputs);
  const personal = containsPersonalWord(password, owner);
  const acceptable = result.score >= MIN_PASSWORD_SCORE && !personal;
  if (acceptable) {
    return {
      score: result.score,
      level: levelOf(true, result.score),
      acceptable,
      reasons: [],
      tips: [],
    };
  }
  const reasons = new Set<PasswordReason>();
  if (personal) reasons.add('personalInfo');
  const warning = reasonOf(result.feedback.warning);
  if (warning) reasons.add(warning);
  if (reasons.size === 0) reasons.add('tooGuessable');
  const tips = result.feedback.suggestions.filter((s): s is PasswordTip => isPasswordTip(s));
  // zxcvbn gives a weak password one suggestion or more, but keep the promise of a tip.
  if (tips.length === 0 && !personal) tips.push('anotherWord');
  return {
    score: result.score,
    level: levelOf(false, result.score),
    acceptable,
    reasons: [...reasons],
    tips: [...new Set(tips)],
  };
}
