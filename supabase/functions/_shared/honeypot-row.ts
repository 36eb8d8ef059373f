/** What is stored of a honeypot hit: enough for staff to spot a real person among the bots, and bounded in size. */
import { SPAM_MESSAGE_KEPT_CHARACTERS } from './limits.ts';
import type { NewSubmission } from './types.ts';

const CUT_MARK = '…';

/** The message cut to SPAM_MESSAGE_KEPT_CHARACTERS (code points) with a mark, and no metadata (nobody reviews it). */
export function honeypotRow(submission: NewSubmission): NewSubmission {
  const characters = [...submission.message];
  const message =
    characters.length > SPAM_MESSAGE_KEPT_CHARACTERS
      ? characters.slice(0, SPAM_MESSAGE_KEPT_CHARACTERS).join('') + CUT_MARK
      : submission.message;
  return { ...submission, message, metadata: {} };
}
