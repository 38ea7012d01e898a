// issue 32: the spec shows no answer body for a round post, so any 2xx is success, with any or no body. The count
// comes from the answer when it carries one; else it is the number of entries sent. A body that is there but cannot be
// read gets a note; no body at all is the spec's own answer and needs none.
import type { MeasureRoundPostResponse } from '../../shared/api';
import { MeasureRoundPostResponseSchema } from '../../shared/schema/rounds';
import { violationOf } from '../../shared/schema/check';

export interface PostAnswer {
  count: number;
  /** the server answered 2xx but its body was no readable post answer */
  answerUnread?: true;
  /** issue 34: the server answered that it holds this post already (an earlier send arrived) */
  earlierTry?: 'arrived';
}

/** What a 2xx answer to a round post tells; never throws (the server took the post, whatever its body says). */
export async function readPostAnswer(response: Response, entriesSent: number): Promise<PostAnswer> {
  try {
    const text = await response.text();
    if (text.trim() === '') return { count: entriesSent };
    const answer: unknown = JSON.parse(text);
    if (!violationOf(MeasureRoundPostResponseSchema, answer)) {
      const { count, duplicate } = answer as MeasureRoundPostResponse;
      return duplicate ? { count, earlierTry: 'arrived' } : { count };
    }
  } catch {
    // a cut or foreign body: the 2xx alone counts
  }
  return { count: entriesSent, answerUnread: true };
}
