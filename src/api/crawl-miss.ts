/**
 * The answer of a lookup the index cannot serve for a domain: with crawling on a miss, 202
 * `queued` while the domain's website is crawled (the repeat call after it finishes gets 200), or
 * 404 when the crawl found no website (cached for a while) or nothing for the question; with it
 * off, 404 at once.
 */
import { CrawlRequestError, type CrawlRequests } from '../pipeline/crawl-requests.js';
import { HttpError } from './errors.js';

/**
 * `recheck`: the lookup again on the primary database, when it was answered by a read replica.
 * A crawl that has finished wrote its findings to the primary before its state said crawled, so a
 * replica that has not replayed them yet would turn "found a moment ago" into a final 404; the
 * primary's answer is returned instead (null from it: the 404 stands). Only that case reads the
 * primary: while the crawl is queued the answer is 202 either way, and a domain without a website
 * was not written by its crawl.
 */
export async function answerMiss<T>(
  misses: CrawlRequests | null,
  domain: string,
  webhookUrl: string | undefined,
  notFound: string,
  recheck?: () => Promise<T | null>,
): Promise<T> {
  if (!misses) throw new HttpError('not_found', notFound);
  let answer;
  try {
    answer = await misses.onMiss(domain, webhookUrl ? webhookUrl : null);
  } catch (err) {
    if (err instanceof CrawlRequestError) throw new HttpError('wrong_params', err.message);
    throw err;
  }
  switch (answer.kind) {
    case 'queued':
      throw new HttpError(
        'queued',
        `${domain} is not indexed yet: its website is being crawled. Ask again in a few seconds${webhookUrl ? ' or wait for the webhook' : ''}.`,
        { 'retry-after': '5' },
      );
    case 'no_website':
      throw new HttpError('not_found', `${notFound} ${domain} has no website that could be crawled${answer.reason ? ` (${answer.reason})` : ''}.`);
    case 'crawled': {
      const found = recheck ? await recheck() : null;
      if (found !== null) return found;
      throw new HttpError('not_found', `${notFound} Its website was crawled and does not state it.`);
    }
  }
}
