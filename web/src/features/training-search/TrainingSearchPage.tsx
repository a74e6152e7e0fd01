import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/errors';
import {
  type CrawlSessionDto,
  type SearchResponseDto,
  trainingSearch,
  useCrawlDomainMutation,
  useCrawlSessionQuery,
  useSearchProgramsMutation,
  useTrainingDomainsQuery,
} from '../../api/training-search';
import { useAppDispatch } from '../../app/hooks';
import { PageHeader, useToast } from '../../components';
import { ResultsStep } from './components/ResultsStep';
import { ScrapeStep } from './components/ScrapeStep';
import { SearchStep } from './components/SearchStep';
import { SidePanel } from './components/SidePanel';
import { StepIndicator } from './components/StepIndicator';
import { type CrawlResult, CUSTOM_CRAWL, failureText, normalizeDomains, POLL_MS, SCRAPE_FAILED, SEARCH_FAILED, scrapeUrls, sessionResult, type Step } from './lib';
import styles from './TrainingSearchPage.module.css';

/**
 * Training Program Search (part 2 §2.4, §4): a wizard that searches a domain or a custom query for
 * pages (1), scrapes the ones the member keeps ticked (2) and shows the programs found (3). A crawl
 * that outlasts its call is followed by polling its session. Beside it: features and quick stats.
 */
export function TrainingSearchPage() {
  const { toast } = useToast();
  const dispatch = useAppDispatch();
  const domainsQuery = useTrainingDomainsQuery();
  const domains = normalizeDomains(domainsQuery.data?.domains);
  const [searchPrograms, { isLoading: searching }] = useSearchProgramsMutation();
  const [crawlDomain, { isLoading: starting }] = useCrawlDomainMutation();

  const [domain, setDomain] = useState('');
  const [query, setQuery] = useState('');
  const [needsInput, setNeedsInput] = useState(false);
  const [searchError, setSearchError] = useState('');
  const [search, setSearch] = useState<SearchResponseDto | null>(null);
  // Every URL starts ticked; this keeps the ones the member unticked.
  const [unchecked, setUnchecked] = useState<string[]>([]);
  // The running crawl, set while its session is polled.
  const [session, setSession] = useState<CrawlSessionDto | null>(null);
  const [scrapeError, setScrapeError] = useState('');
  const [result, setResult] = useState<CrawlResult | null>(null);

  // Answers to a search or crawl the member has walked away from (New Search) are dropped.
  const run = useRef(0);

  const step: Step = result ? 3 : search ? 2 : 1;
  const urls = search ? scrapeUrls(search) : [];
  const checked = urls.filter((u) => !unchecked.includes(u));

  const polled = useCrawlSessionQuery(session ? { id: session.id } : skipToken, { pollingInterval: POLL_MS });
  const live = polled.currentData ?? session;

  const searchFailed = (message: string) => {
    toast({ title: SEARCH_FAILED, description: message, tone: 'error' });
    setSearchError(message);
  };

  const scrapeFailed = (message: string) => {
    toast({ title: SCRAPE_FAILED, description: message || undefined, tone: 'error' });
    setScrapeError(message || SCRAPE_FAILED);
    setSession(null);
  };

  const startSearch = async () => {
    const q = query.trim();
    if (!domain && !q) {
      setNeedsInput(true);
      return;
    }
    setNeedsInput(false);
    setSearchError('');
    const id = ++run.current;
    try {
      const res = await searchPrograms({ searchRequestDto: { ...(domain ? { domain } : {}), ...(q ? { query: q } : {}) } }).unwrap();
      if (id !== run.current) return;
      if (!res.success) {
        searchFailed(res.notes.join(' ') || 'The search did not succeed.');
        return;
      }
      setUnchecked([]);
      setScrapeError('');
      setSearch(res);
    } catch (err) {
      if (id === run.current) searchFailed(failureText(err));
    }
  };

  const startScraping = async () => {
    if (checked.length === 0) return;
    const id = ++run.current;
    setScrapeError('');
    const q = query.trim();
    try {
      const res = await crawlDomain({
        id: domain || CUSTOM_CRAWL,
        crawlRequestDto: { ...(domain ? { domain } : {}), ...(q ? { query: q } : {}), options: { urls_to_scrape: checked } },
      }).unwrap();
      if (id !== run.current) return;
      if (res.session.status === 'failed' || !res.success) scrapeFailed(res.session.error ?? '');
      else if (res.result) setResult(res.result);
      else setSession(res.session); // still queued or running: poll it
    } catch (err) {
      if (id === run.current) scrapeFailed(failureText(err));
    }
  };

  // The polled session finishing ends the crawl: its programs are the results.
  const polledSession = polled.currentData;
  const pollError = polled.isError ? errorMessage(polled.error) : '';
  useEffect(() => {
    if (!session) return;
    if (pollError) {
      toast({ title: SCRAPE_FAILED, description: pollError, tone: 'error' });
      setScrapeError(pollError);
      setSession(null);
      return;
    }
    if (!polledSession || polledSession.id !== session.id) return;
    if (polledSession.status === 'completed') {
      setResult(sessionResult(polledSession));
      setSession(null);
      // The programs were stored after the crawl call answered: the stats are read again.
      dispatch(trainingSearch.util.invalidateTags(['TrainingPrograms']));
    } else if (polledSession.status === 'failed') {
      const message = polledSession.error ?? '';
      toast({ title: SCRAPE_FAILED, description: message || undefined, tone: 'error' });
      setScrapeError(message || SCRAPE_FAILED);
      setSession(null);
    }
  }, [polledSession, pollError, session, dispatch, toast]);

  const toggle = (url: string, on: boolean) => setUnchecked((list) => (on ? list.filter((u) => u !== url) : [...list, url]));

  const newSearch = () => {
    run.current += 1;
    setDomain('');
    setQuery('');
    setNeedsInput(false);
    setSearchError('');
    setSearch(null);
    setUnchecked([]);
    setSession(null);
    setScrapeError('');
    setResult(null);
  };

  return (
    <section className={styles.page} aria-labelledby="training-search-title">
      <PageHeader
        id="training-search-title"
        title="Training Program Search"
        subtitle="Find training programs on learning platforms and the web: search, choose the pages to scrape, then review what was found."
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <StepIndicator current={step} />
          {step === 1 && (
            <SearchStep
              domains={domains}
              domainsLoading={domainsQuery.isLoading}
              domainsError={domainsQuery.isError ? errorMessage(domainsQuery.error) : ''}
              onRetryDomains={() => void domainsQuery.refetch()}
              domain={domain}
              query={query}
              onDomain={(d) => {
                setDomain(d);
                setNeedsInput(false);
              }}
              onQuery={(q) => {
                setQuery(q);
                setNeedsInput(false);
              }}
              onSearch={() => void startSearch()}
              searching={searching}
              needsInput={needsInput}
              error={searchError}
            />
          )}
          {step === 2 && search && (
            <ScrapeStep
              search={search}
              checked={checked}
              onToggle={toggle}
              onStart={() => void startScraping()}
              onNewSearch={newSearch}
              crawling={starting || session !== null}
              session={live}
              error={scrapeError}
            />
          )}
          {step === 3 && result && <ResultsStep result={result} onNewSearch={newSearch} />}
        </div>
        <SidePanel />
      </div>
    </section>
  );
}
